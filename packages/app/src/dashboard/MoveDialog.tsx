import { Dialog } from '@inkflow/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { listFolders, moveAgreement, type Folder, type ListedAgreement, type Workspace } from './dashboardApi.js';
import { folderPaths } from './folderPaths.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of MoveDialog: the agreement, the workspaces it may go to (not the virtual one), and what follows a move. */
export interface MoveDialogProps {
  agreement: ListedAgreement;
  workspaces: Workspace[];
  onMoved(): void;
  onClose(): void;
}

/**
 * Move to another workspace or folder (spec §4 Agreement actions, POST /agreements/{id}/move):
 * the folders of the chosen workspace load when it changes; "No folder" is -1. Errors (403 99
 * without agreement:move) show with role="alert".
 */
export function MoveDialog({ agreement, workspaces, onMoved, onClose }: MoveDialogProps) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const ids = { workspace: useId(), folder: useId() };
  const [workspaceId, setWorkspaceId] = useState(agreement.collection_id);
  const [folderId, setFolderId] = useState(agreement.folder_id ?? -1);
  const [folders, setFolders] = useState<Folder[]>([]);
  const { busy, error, run } = useAsyncAction();

  useEffect(() => {
    let live = true;
    setFolders([]);
    listFolders(workspaceId).then(
      (list) => live && setFolders(list),
      () => live && setFolders([]),
    );
    return () => {
      live = false;
    };
  }, [workspaceId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => moveAgreement(agreement.id, workspaceId, folderId))) onMoved();
  };

  return (
    <Dialog title={t('move.title', { name: agreement.name })} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} className="dialog-form">
        <label htmlFor={ids.workspace}>{t('move.workspace')}</label>
        <select
          id={ids.workspace}
          value={workspaceId}
          onChange={(e) => {
            setWorkspaceId(Number(e.target.value));
            setFolderId(-1);
          }}
        >
          {workspaces
            .filter((w) => !w.virtual)
            .map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
        </select>
        <label htmlFor={ids.folder}>{t('move.folder')}</label>
        <select id={ids.folder} value={folderId} onChange={(e) => setFolderId(Number(e.target.value))}>
          <option value={-1}>{t('move.noFolder')}</option>
          {folderPaths(folders).map(({ folder, path }) => (
            <option key={folder.id} value={folder.id}>
              {path}
            </option>
          ))}
        </select>
        {error !== null && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('move.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {t('move.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
