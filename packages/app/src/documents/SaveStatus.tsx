import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import type { SaveStatus as Status } from './useAgreementDraft.js';

/** "Saving…" / "Saved" in a live region, or the save failure (e.g. 4002) with role="alert". */
export function SaveStatus({ status, error }: { status: Status; error: unknown }) {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  return (
    <>
      <p className="save-status" role="status">
        {status === 'saving' ? t('editor.saving') : status === 'saved' ? t('editor.saved') : ''}
      </p>
      {status === 'error' && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </>
  );
}
