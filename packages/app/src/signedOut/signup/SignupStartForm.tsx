import { emailSchema } from '@inkflow/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import type { RequestState } from '../../login/loginFlowStore.js';
import { Captcha } from '../Captcha.js';
import { TextField } from '../TextField.js';
import { accountApi, browserTimezone } from '../accountApi.js';
import { fieldErrors } from '../fieldErrors.js';
import { productName } from '../productName.js';
import { useSignedOutErrorText } from '../useSignedOutErrorText.js';
import { trackingParams } from './trackingParams.js';

/** Props of SignupStartForm. */
export interface SignupStartFormProps {
  /** An error shown above the form, e.g. the invalid sign-up key message (§8). */
  notice?: string | undefined;
}

const schema = z.object({ email: emailSchema });

/**
 * The trial sign-up start of spec §2 Sign-up start, §4 and §5: "Try {product} for Free!", the
 * two paragraphs, Email, the captcha and Sign up (disabled while pristine, invalid, submitting or
 * without a captcha token). POST /positions/signup with start_trial, gclid and utm_* from the
 * URL and the browser timezone. Success: "Thank you for signing up", "Instructions on how to
 * complete your sign up have been sent to {email}" and the spam hint; failure (e.g. 1012 Invalid
 * captcha, 429) resets the captcha and shows the error. The footer is Back to website when the
 * query has origin=website, else a login link.
 */
export function SignupStartForm({ notice }: SignupStartFormProps) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const errorText = useSignedOutErrorText();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [state, setState] = useState<RequestState>('pristine');
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(schema, { email });
  const product = productName();
  const fromWebsite = new URLSearchParams(search).get('origin') === 'website';
  const canSubmit = email.trim() !== '' && !errors.email && captchaToken !== null && state !== 'loading';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit) return;
    setState('loading');
    try {
      await accountApi().signup({ email: email.trim(), captcha_response_token: captchaToken, timezone: browserTimezone(), ...trackingParams(search) });
      setState('success');
    } catch (e) {
      setError(e);
      setState('error');
      setCaptchaReset((n) => n + 1);
    }
  };

  if (state === 'success') {
    return (
      <section aria-labelledby="signup-thanks">
        <h1 id="signup-thanks">{t('signup.thanksTitle')}</h1>
        <p>{t('signup.thanksBody', { email: email.trim() })}</p>
        <p className="hint">{t('signup.spamHint')}</p>
      </section>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="signup-start-title" noValidate>
      <h1 id="signup-start-title">{t('signup.title', { product })}</h1>
      {notice && (
        <p className="notice error" role="alert">
          {notice}
        </p>
      )}
      <p>{t('signup.introTrial')}</p>
      <p>{t('signup.introAfter')}</p>
      <TextField
        label={t('signup.email')}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={70}
        value={email}
        error={errors.email}
        touched={touched}
        onChange={setEmail}
        onBlur={() => setTouched(true)}
      />
      <Captcha onChange={setCaptchaToken} resetSignal={captchaReset} />
      {state === 'error' && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={!canSubmit} aria-busy={state === 'loading' || undefined}>
        {t('signup.submit')}
      </button>
      <p className="public-links">
        {fromWebsite ? (
          <a href={document.referrer || '/'}>{t('signup.backToWebsite')}</a>
        ) : (
          <span>
            {t('signup.haveAccount')} <Link to={{ pathname: '/login', search }}>{t('login.logIn')}</Link>
          </span>
        )}
      </p>
    </form>
  );
}
