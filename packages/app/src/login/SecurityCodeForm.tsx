import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown.js';

/** Seconds before Resend is enabled again (spec §9 Resend countdown). */
export const resendSeconds = 30;

/** Props of SecurityCodeForm. */
export interface SecurityCodeFormProps {
  /** Where the code went (masked email or phone, or the channel name): "sent to {channel}". */
  channel: string;
  /** A code was already sent: do not request one on mount (§2 Login hasCode). */
  hasCode: boolean;
  /** A translated error, shown on the Security code field (§8 Login failure in MFA mode, e.g. 1008). */
  error?: string;
  busy?: boolean;
  onSubmit(code: string): void;
  /** Requests a new code (POST /positions/login_mfa_code_request). */
  onResend(): void;
  /** Resets the MFA state and the form. */
  onCancel(): void;
}

/** §5 Security code: required, letters and digits only, at most 20. */
const validCode = (code: string) => /^[A-Za-z0-9]{1,20}$/.test(code);

/**
 * The security-code step of spec §2 Login: field Security code, "Your security code has been
 * sent to {channel}", Authenticate, "Didn't receive a security code?" with Resend disabled for
 * 30 s ("You can request a new one in N seconds", ticking each second, restarting on each
 * resend), and Cancel. The code is requested on mount unless `hasCode`.
 */
export function SecurityCodeForm({ channel, hasCode, error, busy = false, onSubmit, onResend, onCancel }: SecurityCodeFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [code, setCode] = useState('');
  const [remaining, restart] = useCountdown(resendSeconds);
  const requested = useRef(false);
  const onResendRef = useRef(onResend);
  onResendRef.current = onResend;

  useEffect(() => {
    // StrictMode mounts twice; one automatic request is enough.
    if (hasCode || requested.current) return;
    requested.current = true;
    onResendRef.current();
  }, [hasCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && validCode(code.trim())) onSubmit(code.trim());
  };
  const errorId = `${id}-error`;

  return (
    <form className="login-form-body" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h1 id={`${id}-title`}>{t('login.title')}</h1>
      <p>{t('login.codeSent', { channel })}</p>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('login.securityCode')}</label>
        <input
          id={`${id}-code`}
          name="security_code"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={20}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button primary wide" disabled={busy || !validCode(code.trim())} aria-busy={busy || undefined}>
        {t('login.authenticate')}
      </button>
      <p>
        {t('login.noCode')}{' '}
        <button
          type="button"
          className="button"
          disabled={remaining > 0}
          onClick={() => {
            restart();
            onResend();
          }}
        >
          {t('login.resend')}
        </button>
      </p>
      {remaining > 0 && (
        <p className="countdown">
          {t('login.resendIn', { count: remaining })}
        </p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        {t('login.cancel')}
      </button>
    </form>
  );
}
