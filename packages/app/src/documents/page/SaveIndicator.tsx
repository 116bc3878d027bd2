import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import type { SaveStatus } from '../useAgreementDraft.js';

/**
 * The autosave state in words, in a polite live region: "Saving…", "All changes saved", or "Not
 * saved" with the reason (§8 text) — and, after a stale save (4002), a button to resolve it.
 */
export function SaveIndicator({ status, onResolve }: { status: SaveStatus; onResolve?(): void }) {
  const { t } = useTranslation('app');
  const text = status === 'saving' ? t('docPage.saving') : status === 'saved' || status === 'idle' ? t('docPage.saved') : status === 'pending' ? t('docPage.pending') : t('docPage.notSaved');
  return (
    <span className={`doc-save doc-save--${status}`}>
      <span role="status">{text}</span>
      {status === 'conflict' && onResolve && (
        <button type="button" className="doc-link-button" onClick={onResolve}>
          {t('docPage.resolve')}
        </button>
      )}
    </span>
  );
}

/** The reason the last save failed (not a conflict: that has its dialog), announced as an alert. */
export function SaveError({ status, error }: { status: SaveStatus; error: unknown }) {
  const errorText = useErrorText();
  if (status !== 'error') return null;
  return (
    <p className="field-error doc-save-error" role="alert">
      {errorText(error)}
    </p>
  );
}
