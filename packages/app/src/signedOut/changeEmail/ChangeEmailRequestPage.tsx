import { ApiError, ApiErrorCode, changeEmailRequestSchema } from '@inkflow/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestState } from '../../login/loginFlowStore.js';
import { useSession } from '../../session/services.js';
import { usePageTitle } from '../../title/usePageTitle.js';
import { TextField } from '../TextField.js';
import { accountApi } from '../accountApi.js';
import { fieldErrors } from '../fieldErrors.js';
import { useSignedOutErrorText } from '../useSignedOutErrorText.js';

/**
 * `/settings/email`, the signed-in settings page that requests a change of email (issue #3
 * "a settings page to request the change"): New email address and Password, POST
 * /positions/{id}/change_email; the confirmation link goes to the new address and leads to
 * /change-email/{token}. The server answers the same whether or not the new address is registered
 * (a registered one gets a notice by email instead); 1013 wrong password and 429 show their
 * messages; a session that is gone (401 other than 1013) signs the app out, which goes to /login.
 */
export function ChangeEmailRequestPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('changeEmail.title'));
  const errorText = useSignedOutErrorText();
  const positionId = useSession((s) => s.position?.id);
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [state, setState] = useState<RequestState>('pristine');
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState('');
  const errors = fieldErrors(changeEmailRequestSchema, values);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (positionId === undefined || Object.keys(errors).length > 0 || state === 'loading') return;
    setState('loading');
    try {
      const email = values.email.trim();
      await accountApi().requestEmailChange(positionId, { email, password: values.password });
      setSentTo(email);
      setValues({ email: '', password: '' });
      setTouched({ email: false, password: false });
      setState('success');
    } catch (e) {
      if (e instanceof ApiError && e.status === 401 && e.code !== ApiErrorCode.InvalidPassword) useSession.getState().markSignedOut();
      setError(e);
      setState('error');
    }
  };

  return (
    <section className="settings-page" aria-labelledby="change-email-request-title">
      <h1 id="change-email-request-title">{t('changeEmail.title')}</h1>
      <p className="hint">{t('changeEmail.requestIntro')}</p>
      {state === 'success' && (
        <p className="notice" role="status">
          {t('changeEmail.requestSent', { email: sentTo })}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('changeEmail.newEmail')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={70}
          value={values.email}
          error={errors.email}
          touched={touched.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          onBlur={() => setTouched((s) => ({ ...s, email: true }))}
        />
        <TextField
          label={t('changeEmail.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          touched={touched.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        />
        {state === 'error' && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
        <button type="submit" className="button primary" disabled={state === 'loading'}>
          {t('changeEmail.submit')}
        </button>
      </form>
    </section>
  );
}
