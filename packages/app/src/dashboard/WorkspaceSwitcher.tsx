import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workspace } from './dashboardApi.js';
import { workspaceName } from './workspaceName.js';

/** Props of WorkspaceSwitcher: the workspaces of GET /collections/, the current id, and where a choice goes. */
export interface WorkspaceSwitcherProps {
  workspaces: Workspace[];
  currentId: number | null;
  onSelect(id: number): void;
}

/** The workspace select of the dashboard (spec §2): the position's workspaces, then Shared with me (id 0). */
export function WorkspaceSwitcher({ workspaces, currentId, onSelect }: WorkspaceSwitcherProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  return (
    <div className="workspace-switcher">
      <label htmlFor={id}>{t('switcher.label')}</label>
      <select id={id} value={currentId ?? ''} onChange={(e) => onSelect(Number(e.target.value))}>
        {currentId === null && <option value="" />}
        {workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {workspaceName(w, t)}
          </option>
        ))}
      </select>
    </div>
  );
}
