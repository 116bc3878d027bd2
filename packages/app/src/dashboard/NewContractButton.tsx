import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../errors/useErrorText.js';
import { createAgreementVia } from './dashboardApi.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of NewContractButton: where the contract is created (undefined: nowhere to create, the button is disabled). */
export interface NewContractButtonProps {
  collectionId: number | undefined;
  /** The current folder (a positive id), or none. */
  folderId?: number | null;
}

/**
 * "New contract": POST /agreements/ (state 0, the "Untitled contract" name) in `collectionId`
 * and the current folder, then opens the editor at /documents/:id. A failure (e.g. 400, 403 99)
 * is shown with role="alert".
 */
export function NewContractButton({ collectionId, folderId = null }: NewContractButtonProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { busy, error, run } = useAsyncAction();

  const create = async () => {
    if (collectionId === undefined) return;
    await run(async () => {
      const agreement = await createAgreementVia({ collection_id: collectionId, name: t('editor.untitled'), state: 0, ...(folderId !== null && folderId > 0 ? { folder_id: folderId } : {}) });
      navigate(`/documents/${agreement.id}`);
    });
  };

  return (
    <div className="new-contract">
      <button type="button" className="button primary" onClick={() => void create()} disabled={busy || collectionId === undefined}>
        {t('dashboard.newContract')}
      </button>
      {collectionId === undefined && <p className="hint">{t('dashboard.noWorkspace')}</p>}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
