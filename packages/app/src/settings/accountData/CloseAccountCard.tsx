import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import { closeAccount, startExport, type DataManagement } from '../accountDataApi.js';
import { SettingsCard } from '../SettingsLayout.js';
import { formatDay } from './formatDay.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Props of CloseAccountCard. */
export interface CloseAccountCardProps {
  accountId: number;
  accountName: string;
  /** Days between closing and the deletion of the data. */
  graceDays: number;
  /** Called with the new state once the account is closing. */
  onClosed(data: DataManagement): void;
}

/**
 * "Close account" (§7 cancellation), the page's danger zone: what closing does and when the data
 * goes, then a dialog in two steps — first the offer to export the data, then the admin's
 * password to confirm (401 1013 shows "Invalid password" in the dialog).
 */
export function CloseAccountCard({ accountId, accountName, graceDays, onClosed }: CloseAccountCardProps) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  return (
    <section className="account-data__danger" aria-labelledby="close-account-title">
      <SettingsCard
        footer={
          <button type="button" className="button account-data__danger-button" onClick={() => setOpen(true)}>
            {t('accountData.close.open')}
          </button>
        }
      >
        <h2 id="close-account-title" className="account-data__danger-title">
          {t('accountData.close.title')}
        </h2>
        <p>{t('accountData.close.intro', { count: graceDays })}</p>
      </SettingsCard>
      {open && <CloseAccountDialog accountId={accountId} accountName={accountName} graceDays={graceDays} onClose={() => setOpen(false)} onClosed={onClosed} />}
    </section>
  );
}

/** The two steps of closing: the export offer, then the password. */
function CloseAccountDialog({ accountId, accountName, graceDays, onClose, onClosed }: CloseAccountCardProps & { onClose(): void }) {
  const { t, i18n } = useTranslation('app');
  const errorText = useErrorText();
  const id = useId();
  const [step, setStep] = useState<'export' | 'confirm'>('export');
  const [exportState, setExportState] = useState<'idle' | 'starting' | 'started'>('idle');
  const [exportError, setExportError] = useState<unknown>(null);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<unknown>(null);

  const exportFirst = async () => {
    setExportState('starting');
    setExportError(null);
    try {
      await startExport(accountId);
      setExportState('started');
    } catch (error) {
      setExportError(error);
      setExportState('idle');
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setPasswordMissing(true);
      return;
    }
    setClosing(true);
    setCloseError(null);
    try {
      onClosed(await closeAccount(accountId, password));
    } catch (error) {
      setCloseError(error);
      setClosing(false);
    }
  };

  if (step === 'export') {
    return (
      <Modal
        title={t('accountData.close.exportTitle')}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="button" onClick={onClose}>
              {t('accountData.close.cancel')}
            </button>
            <button type="button" className="button primary" onClick={() => setStep('confirm')}>
              {t('accountData.close.continue')}
            </button>
          </>
        }
      >
        <p>{t('accountData.close.exportText')}</p>
        {exportState === 'started' ? (
          <p role="status" className="account-data__notice">
            {t('accountData.close.exportStarted')}
          </p>
        ) : (
          <button type="button" className="button" disabled={exportState === 'starting'} onClick={() => void exportFirst()}>
            {t('accountData.close.exportStart')}
          </button>
        )}
        {exportError !== null && (
          <p className="field-error" role="alert">
            {errorText(exportError)}
          </p>
        )}
      </Modal>
    );
  }

  const deletionDay = formatDay(new Date(Date.now() + graceDays * dayMs).toISOString(), i18n.language);
  return (
    <Modal
      title={t('accountData.close.confirmTitle', { company: accountName })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('accountData.close.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button account-data__danger-solid" disabled={closing}>
            {closing ? t('accountData.close.closing') : t('accountData.close.confirm')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={(e) => void confirm(e)}>
        <p>{t('accountData.close.confirmText', { date: deletionDay })}</p>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('accountData.close.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={passwordMissing ? true : undefined}
            aria-describedby={passwordMissing ? `${id}-password-error` : undefined}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setPasswordMissing(false);
            }}
          />
          {passwordMissing && (
            <p id={`${id}-password-error`} className="field-error">
              {t('accountData.close.passwordRequired')}
            </p>
          )}
        </div>
        {closeError !== null && (
          <p className="field-error" role="alert">
            {errorText(closeError)}
          </p>
        )}
      </form>
    </Modal>
  );
}
