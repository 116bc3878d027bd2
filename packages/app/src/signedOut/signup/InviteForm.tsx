import { newPasswordSchema } from '@inkflow/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../TextField.js';

/** Props of InviteForm. */
export interface InviteFormProps {
  email: string;
  /** The inviting account's name. */
  company: string;
  busy?: boolean;
  error?: string | undefined;
  onSubmit(password: string): void;
}

/**
 * The invite variant of spec §2 Complete registration (token state 2): "Complete registration
 * for {email}, at {company}", only Password (§5: 12 to 72) and Sign up; no terms agreement.
 */
export function InviteForm({ email, company, busy = false, error, onSubmit }: InviteFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const check = newPasswordSchema.safeParse(password);
  const passwordError = check.success ? undefined : check.error.issues[0]?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!passwordError && !busy) onSubmit(password);
  };
  return (
    <form onSubmit={submit} aria-labelledby="invite-title" noValidate>
      <h1 id="invite-title">{t('signup.completeInviteTitle', { email, company })}</h1>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <TextField label={t('signup.password')} type="password" name="password" autoComplete="new-password" autoFocus maxLength={72} value={password} error={passwordError} touched={touched} onChange={setPassword} onBlur={() => setTouched(true)} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={busy || Boolean(passwordError)} aria-busy={busy || undefined}>
        {t('signup.inviteSubmit')}
      </button>
    </form>
  );
}
