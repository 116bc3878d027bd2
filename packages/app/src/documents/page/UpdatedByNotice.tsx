import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergedDraft } from './mergeRemoteDraft.js';
import type { RemoteSave } from './useUpdatedBy.js';
import './updatedByNotice.css';

/** Props of UpdatedByNotice. */
export interface UpdatedByNoticeProps {
  notice: RemoteSave;
  /** Fetches the newer version and keeps the local edits on top; rejects with ApiError. */
  onReload(): Promise<MergedDraft>;
  onDismiss(): void;
}

/**
 * The non-modal notice "Updated by {name}" with "Reload" (§4 Saving): someone else saved the
 * draft while this page has unsaved edits. After the reload it says whether local edits of
 * sections changed on both sides were kept; a failed fetch says so and keeps the notice.
 */
export function UpdatedByNotice({ notice, onReload, onDismiss }: UpdatedByNoticeProps) {
  const { t } = useTranslation('app');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const reload = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onReload();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="doc-updated-by" role="status">
      <p className="doc-updated-by__text">{notice.byName ? t('editor.collab.updatedBy', { name: notice.byName }) : t('editor.collab.updatedBySomeone')}</p>
      {failed && <p className="doc-updated-by__error">{t('editor.collab.reloadFailed')}</p>}
      <button type="button" className="button primary small" disabled={busy} onClick={() => void reload()}>
        {t('editor.collab.reload')}
      </button>
      <button type="button" className="button small" onClick={onDismiss}>
        {t('editor.collab.dismiss')}
      </button>
    </div>
  );
}

/** The words after a reload: plain, or naming how many sections kept local edits over remote ones. */
export function reloadSummary(t: (key: string, options?: Record<string, unknown>) => string, merged: MergedDraft): string {
  const count = merged.conflicts.length + (merged.otherConflict ? 1 : 0);
  return count > 0 ? t('editor.collab.reloadedKept', { count }) : t('editor.collab.reloaded');
}
