import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of SmsCodeEntry. */
export interface SmsCodeEntryProps {
  /** True while a request or the signature runs. */
  busy: boolean;
  /** Sends the code (§7 sign_code); resolves with the masked phone number it went to. */
  onRequestCode: () => Promise<string>;
  /** Signs with the 6-digit code the participant typed. */
  onSubmit: (code: string) => void;
}

/**
 * SMS verification (sign method 1, §3): "Send code by SMS", then the Security code field (six
 * digits, one-time-code autocomplete) and Sign. A wrong or expired code comes back as 4109 and
 * is shown by the caller; "Send a new code" requests another.
 */
export function SmsCodeEntry({ busy, onRequestCode, onSubmit }: SmsCodeEntryProps) {
  const { t } = useTranslation('sign');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const request = async () => {
    try {
      setSentTo(await onRequestCode());
    } catch {
      // The caller shows the error; the button stays available to try again.
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(code)) onSubmit(code);
  };
  if (sentTo === undefined) {
    return (
      <div className="ink-actions">
        <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={() => void request()}>
          {t('sms.request')}
        </button>
      </div>
    );
  }
  return (
    <form className="ink-sms-code" onSubmit={submit}>
      <p role="status">{t('sms.sent', { phone: sentTo })}</p>
      <label className="ink-field">
        <span>{t('sms.codeLabel')}</span>
        <input
          name="sign_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <div className="ink-actions">
        <button type="submit" className="ink-button ink-button--primary" disabled={busy || code.length !== 6}>
          {busy ? t('signing') : t('signButton')}
        </button>
        <button type="button" className="ink-button" disabled={busy} onClick={() => void request()}>
          {t('sms.resend')}
        </button>
      </div>
    </form>
  );
}
