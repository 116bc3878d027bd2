import { emailSchema } from '@inkflow/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '../TextField.js';
import { accountApi } from '../accountApi.js';
import { fieldErrors } from '../fieldErrors.js';
import { useSignedOutErrorText } from '../useSignedOutErrorText.js';
import type { RequestState } from '../../login/loginFlowStore.js';

/** Props of RecoverRequestForm. */
export interface RecoverRequestFormProps {
  /** The email carried from the login page. */
  initialEmail?: string;
}

const schema = z.object({ email: emailSchema });

/**
 * The recovery request of spec §2 Reset password (/recover-account): "Reset password", "Enter
 * your email address to receive a link to reset your password.", Email, "Send recovery email",
 * a Back to login footer; then "Email sent", "An email has been sent to {email} with
 * instructions on how to change your password" and the spam-folder hint.
 * Calls POST /positions/forgot_password (429 shows the rate-limit message).
 */
export function RecoverRequestForm({ initialEmail = '' }: RecoverRequestFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useSignedOutErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(initialEmail !== '');
  const [state, setState] = useState<RequestState>('pristine');
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(schema, { email });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (errors.email || state === 'loading') return;
    setState('loading');
    try {
      await accountApi().forgotPassword(email.trim());
      setState('success');
    } catch (e) {
      setError(e);
      setState('error');
    }
  };

  if (state === 'success') {
    return (
      <section aria-labelledby="recover-sent">
        <h1 id="recover-sent">{t('recover.sentTitle')}</h1>
        <p>{t('recover.sentBody', { email: email.trim() })}</p>
        <p className="hint">{t('recover.spamHint')}</p>
        <Link to="/login" state={{ email: email.trim() }}>
          {t('login.backToLogin')}
        </Link>
      </section>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="recover-title" noValidate>
      <h1 id="recover-title">{t('recover.title')}</h1>
      <p>{t('recover.intro')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        error={errors.email}
        touched={touched}
        onChange={setEmail}
        onBlur={() => setTouched(true)}
      />
      {state === 'error' && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={state === 'loading'}>
        {t('recover.submit')}
      </button>
      <p className="public-links">
        <Link to="/login" state={{ email: email.trim() }}>
          {t('login.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
