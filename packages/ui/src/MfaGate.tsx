import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of MfaGate. */
export interface MfaGateProps {
  busy: boolean;
  /** The last error's i18n key (common namespace), shown in role="alert" (4109 wrong or expired code). */
  errorKey?: string;
  /** Sends the security code (§7 mfa_code_request); resolves with where it went (masked). */
  onRequestCode: () => Promise<string>;
  /** Validates the code (§7 mfa_code_validate). */
  onSubmit: (code: string) => void;
}

/**
 * Participant MFA before access (issue #5, mfa_channel email or sms): the contract stays hidden
 * until the guest enters the security code sent to them.
 */
export function MfaGate({ busy, errorKey, onRequestCode, onSubmit }: MfaGateProps) {
  const { t } = useTranslation(['sign', 'common']);
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const request = async () => {
    try {
      setSentTo(await onRequestCode());
    } catch {
      // Shown by the caller through errorKey.
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <section className="ink-mfa-gate">
      <h1>{t('mfa.title')}</h1>
      <p>{t('mfa.text')}</p>
      {errorKey && (
        <p role="alert" className="ink-notice ink-notice--error">
          {t(errorKey, { ns: 'common' })}
        </p>
      )}
      {sentTo === undefined ? (
        <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={() => void request()}>
          {t('mfa.request')}
        </button>
      ) : (
        <form onSubmit={submit}>
          <p role="status">{t('mfa.sent', { to: sentTo })}</p>
          <label className="ink-field">
            <span>{t('mfa.codeLabel')}</span>
            <input name="security_code" autoComplete="one-time-code" maxLength={20} required value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
          <div className="ink-actions">
            <button type="submit" className="ink-button ink-button--primary" disabled={busy}>
              {t('mfa.confirm')}
            </button>
            <button type="button" className="ink-button" disabled={busy} onClick={() => void request()}>
              {t('mfa.resend')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
