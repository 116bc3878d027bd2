import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import { keepAccount, type DataManagement } from '../accountDataApi.js';
import { formatDay } from './formatDay.js';

/** Props of ClosingNotice. */
export interface ClosingNoticeProps {
  accountId: number;
  cancellation: NonNullable<DataManagement['cancellation']>;
  /** Called once the closing is taken back. */
  onKept(): void;
}

/**
 * The top of the page while the account is closing (§7 cancellation): the deletion date, who
 * closed it and when, and "Keep my account", which unlocks it for everyone again.
 */
export function ClosingNotice({ accountId, cancellation, onKept }: ClosingNoticeProps) {
  const { t, i18n } = useTranslation('app');
  const errorText = useErrorText();
  const [keeping, setKeeping] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const keep = async () => {
    setKeeping(true);
    setError(null);
    try {
      await keepAccount(accountId);
      onKept();
    } catch (failure) {
      setError(failure);
      setKeeping(false);
    }
  };
  return (
    <section className="account-data__closing" aria-labelledby="account-closing-title">
      <h2 id="account-closing-title">{t('accountData.closing.title')}</h2>
      <p>{t('accountData.closing.text', { date: formatDay(cancellation.deletionDueAt, i18n.language) })}</p>
      {cancellation.requestedBy && <p className="hint">{t('accountData.closing.requestedBy', { name: cancellation.requestedBy, date: formatDay(cancellation.requestedAt, i18n.language) })}</p>}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="button" className="button primary" disabled={keeping} onClick={() => void keep()}>
        {keeping ? t('accountData.closing.keeping') : t('accountData.closing.keep')}
      </button>
    </section>
  );
}
