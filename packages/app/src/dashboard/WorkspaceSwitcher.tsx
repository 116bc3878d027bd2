import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, type MenuEntry } from '../design/index.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import type { Workspace } from './dashboardApi.js';
import { NameDialog } from './NameDialog.js';
import { ShareDialog } from '../sharing/ShareDialog.js';
import { workspaceName } from './workspaceName.js';

/** Props of WorkspaceSwitcher: the workspaces of GET /collections/, the current id, where a choice goes, and the workspace calls. */
export interface WorkspaceSwitcherProps {
  workspaces: Workspace[];
  currentId: number | null;
  onSelect(id: number): void;
  /** The position may create and delete workspaces (an account admin, §6). */
  canManage?: boolean;
  /** POST /collections/; resolves with the new workspace. Rejections (§8) show in the dialog. */
  onCreate?(name: string): Promise<Workspace>;
  /** PUT /collections/{id}. */
  onRename?(id: number, name: string): Promise<unknown>;
  /** DELETE /collections/{id}: 400 while the workspace still holds contracts. */
  onDelete?(id: number): Promise<unknown>;
}

type Dialog = 'create' | 'rename' | 'delete' | 'share' | null;

/**
 * The workspace select of the dashboard (spec §2): the position's workspaces, then Shared with
 * me (id 0), with a "Workspace options" menu: New workspace (account admins), Rename workspace
 * (collection:acl:update on it), Share workspace (the same permission: the ShareDialog of §6
 * role bindings, to people and groups) and Delete workspace (admins; asks first in a Modal). The
 * virtual Shared with me is never renamed, shared or deleted.
 */
export function WorkspaceSwitcher({ workspaces, currentId, onSelect, canManage = false, onCreate, onRename, onDelete }: WorkspaceSwitcherProps) {
  const { t } = useTranslation('workspace');
  const { t: tm } = useTranslation('members');
  const id = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = workspaces.find((w) => w.id === currentId);
  const real = current !== undefined && !current.virtual;
  const items: MenuEntry[] = [];
  if (canManage && onCreate) items.push({ label: t('manage.create'), onSelect: () => setDialog('create') });
  if (real && onRename && (canManage || current.acl?.['collection:acl:update'])) items.push({ label: t('manage.rename'), onSelect: () => setDialog('rename') });
  if (real && (canManage || current.acl?.['collection:acl:update'])) items.push({ label: tm('share.openWorkspace'), onSelect: () => setDialog('share') });
  if (real && canManage && onDelete) items.push({ label: t('manage.delete'), onSelect: () => setDialog('delete'), danger: true });
  const shownName = current ? workspaceName(current, t) : '';

  return (
    <div className="workspace-switcher">
      <label htmlFor={id}>{t('switcher.label')}</label>
      <div className="workspace-switcher-row">
        <select id={id} value={currentId ?? ''} onChange={(e) => onSelect(Number(e.target.value))}>
          {currentId === null && <option value="" />}
          {workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {workspaceName(w, t)}
            </option>
          ))}
        </select>
        {items.length > 0 && (
          <Menu
            trigger={
              <button type="button" className="button icon-button" aria-label={t('manage.menu')}>
                <span aria-hidden="true">⋯</span>
              </button>
            }
            items={items}
          />
        )}
      </div>
      {dialog === 'create' && onCreate && (
        <NameDialog
          title={t('manage.createTitle')}
          text={t('manage.createText')}
          label={t('manage.name')}
          submitLabel={t('manage.createSubmit')}
          cancelLabel={t('manage.cancel')}
          onSubmit={async (name) => {
            const created = await onCreate(name);
            setDialog(null);
            onSelect(created.id);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && real && onRename && (
        <NameDialog
          title={t('manage.renameTitle')}
          label={t('manage.name')}
          initialName={current.name}
          submitLabel={t('manage.renameSubmit')}
          cancelLabel={t('manage.cancel')}
          onSubmit={async (name) => {
            await onRename(current.id, name);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'share' && real && <ShareDialog resource={{ type: 'collection', id: current.id, name: shownName }} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && real && onDelete && (
        <ConfirmDialog
          title={t('manage.deleteTitle')}
          text={t('manage.deleteText', { name: shownName })}
          confirmLabel={t('manage.deleteConfirm')}
          onConfirm={() => onDelete(current.id)}
          onDone={() => setDialog(null)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
