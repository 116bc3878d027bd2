import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../errors/useErrorText.js';
import { api } from '../session/services.js';

/**
 * "New contract": POST /agreements/ (state 0, the "Untitled contract" name) in `collectionId`,
 * then opens the editor at /documents/:id. A failure (e.g. 400, 403 99) is shown with role="alert".
 */
export function NewContractButton({ collectionId }: { collectionId: number | undefined }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const create = async () => {
    if (collectionId === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const agreement = await api.createAgreement({ collection_id: collectionId, name: t('editor.untitled'), state: 0 });
      navigate(`/documents/${agreement.id}`);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
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
