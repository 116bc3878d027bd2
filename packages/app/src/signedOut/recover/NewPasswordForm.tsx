import { resetPasswordSchema } from '@inkflow/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '../TextField.js';
import { accountApi } from '../accountApi.js';
import { fieldErrors } from '../fieldErrors.js';
import { useSignedOutErrorText } from '../useSignedOutErrorText.js';
import type { RequestState } from '../../login/loginFlowStore.js';

/** Props of NewPasswordForm: the recovery token of the link. */
export interface NewPasswordFormProps {
  token: string;
}

/**
 * The new-password form of spec §2 Reset password: New password and its confirmation (§5: 12 to
 * 72 characters, "The password confirmation doesn't match"), the help text "You will need to
 * log in again after confirming your new password." and Confirm. POST
 * /positions/forgot_password/{token}; 1011 (same as the previous password) is shown on the
 * form; success goes to /login?code=b21.
 */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const errorText = useSignedOutErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [state, setState] = useState<RequestState>('pristine');
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(resetPasswordSchema, { password, password_confirmation: confirmation });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (Object.keys(errors).length > 0 || state === 'loading') return;
    setState('loading');
    try {
      await accountApi().resetPassword(token, password);
      setState('success');
      navigate('/login?code=b21', { replace: true });
    } catch (e) {
      setError(e);
      setState('error');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="new-password-title" noValidate>
      <h1 id="new-password-title">{t('recover.title')}</h1>
      <TextField
        label={t('recover.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        error={errors.password}
        touched={touched.password}
        onChange={setPassword}
        onBlur={() => setTouched((s) => ({ ...s, password: true }))}
      />
      <TextField
        label={t('recover.confirmPassword')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        error={errors.password_confirmation}
        touched={touched.confirmation}
        onChange={setConfirmation}
        onBlur={() => setTouched((s) => ({ ...s, confirmation: true }))}
      />
      <p className="hint">{t('recover.help')}</p>
      {state === 'error' && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={state === 'loading'}>
        {t('recover.confirm')}
      </button>
    </form>
  );
}
