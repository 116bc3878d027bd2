import type { AgreementState } from '@inkflow/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SaveStatus } from '../useAgreementDraft.js';
import { InlineName } from './InlineName.js';
import { SaveIndicator } from './SaveIndicator.js';
import { StateBadge } from './StateBadge.js';

/** Props of DocumentHeader. Without `onRename` the name is plain text (sent and signed contracts). */
export interface DocumentHeaderProps {
  name: string;
  onRename?(name: string): void;
  state: AgreementState;
  /** The autosave state; absent for read-only contracts. */
  saveStatus?: SaveStatus;
  /** Opens the stale-save dialog again after "Keep editing". */
  onResolveConflict?(): void;
  /** The workspace the back link returns to. */
  workspaceId: number;
  /** The action area (AgreementActions: the one primary action for the state, and "More"). */
  actions: ReactNode;
  /** Shown beside the save state: the editing mode toggle ("Suggesting") of drafts. */
  modeToggle?: ReactNode;
}

/**
 * The sticky header of the document page: back to the workspace, the contract name (editable in
 * place for drafts and templates), its state as a badge in words, the save state (and beside it
 * the editing mode toggle, when given), and the actions.
 */
export function DocumentHeader({ name, onRename, state, saveStatus, onResolveConflict, workspaceId, actions, modeToggle }: DocumentHeaderProps) {
  const { t } = useTranslation('app');
  return (
    <header className="doc-header">
      <Link className="doc-header__back" to={`/c/${workspaceId}`}>
        <span aria-hidden="true">←</span> {t('docPage.back')}
      </Link>
      <div className="doc-header__title">
        {onRename ? <InlineName name={name} onRename={onRename} /> : <h1 className="doc-header__name">{name || t('editor.untitled')}</h1>}
        <div className="doc-header__meta">
          <StateBadge state={state} />
          {saveStatus !== undefined && <SaveIndicator status={saveStatus} {...(onResolveConflict ? { onResolve: onResolveConflict } : {})} />}
          {modeToggle}
        </div>
      </div>
      <div className="doc-header__actions">{actions}</div>
    </header>
  );
}
