import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of LoginForm. */
export interface LoginFormProps {
  /** `email`: the first step (Continue); `password`: the password step (Log in). */
  step: 'email' | 'password';
  /** The email typed so far: the email step's initial value, shown on the password step. */
  email: string;
  /** A translated error message. Shown on the password field on the password step (§8 Login failure), else on the email field. */
  error?: string;
  /** Disables submit while a call is in flight. */
  busy?: boolean;
  /** Remember me's initial value. */
  persistent?: boolean;
  /** The captcha widget, shown above submit when the last failure required it (§2 Login). */
  captcha?: ReactNode;
  /** False keeps submit disabled, e.g. until the required captcha is solved. Default true. */
  canSubmit?: boolean;
  /** Links under the password step's submit (Forgot your password?). */
  links?: ReactNode;
  onContinue(email: string): void;
  onLogin(credentials: { email: string; password: string; persistent: boolean }): void;
  /** The "Back to login" link of the password step; the page keeps the email. */
  onBack(): void;
}

/**
 * The two-step login form of spec §2 Login, presentational: titled "Log in to your account";
 * the email step has Email and Continue, the password step Email (read-only when known),
 * Password, Remember me, the captcha when required, Log in, the page's links (Forgot your
 * password?) and a Back to login link. Errors have role="alert".
 */
export function LoginForm({ step, email, error, busy = false, persistent: initialPersistent = false, captcha, canSubmit = true, links, onContinue, onLogin, onBack }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [emailValue, setEmailValue] = useState(email);
  const [password, setPassword] = useState('');
  const [persistent, setPersistent] = useState(initialPersistent);
  const errorId = `${id}-error`;
  const emailError = step === 'email' && error;
  const passwordError = step === 'password' && error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !canSubmit) return;
    const trimmed = emailValue.trim();
    if (step === 'email') onContinue(trimmed);
    else onLogin({ email: trimmed, password, persistent });
  };

  return (
    <form className="login-form-body" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('login.title')}</h1>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('login.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="username"
          required
          autoFocus={step === 'email'}
          readOnly={step === 'password' && email !== ''}
          value={emailValue}
          onChange={(e) => setEmailValue(e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
        />
        {emailError && (
          <p id={errorId} className="field-error" role="alert">
            {emailError}
          </p>
        )}
      </div>
      {step === 'password' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('login.password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? errorId : undefined}
            />
            {passwordError && (
              <p id={errorId} className="field-error" role="alert">
                {passwordError}
              </p>
            )}
          </div>
          <div className="field field-inline">
            <input id={`${id}-persistent`} type="checkbox" checked={persistent} onChange={(e) => setPersistent(e.target.checked)} />
            <label htmlFor={`${id}-persistent`}>{t('login.rememberMe')}</label>
          </div>
        </>
      )}
      {captcha}
      <button type="submit" className="button primary wide" disabled={busy || !canSubmit} aria-busy={busy || undefined}>
        {step === 'email' ? t('login.continue') : t('login.submit')}
      </button>
      {step === 'password' && links}
      {step === 'password' && (
        <a
          href="/login"
          className="back-link"
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          {t('login.backToLogin')}
        </a>
      )}
    </form>
  );
}
