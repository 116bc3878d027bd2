import { ApiError, ApiErrorCode, type SignupTokenRecord } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../layout/Loading.js';
import type { RequestState } from '../../login/loginFlowStore.js';
import { useSession } from '../../session/services.js';
import { usePageTitle } from '../../title/usePageTitle.js';
import { PublicLayout } from '../PublicLayout.js';
import { accountApi, browserTimezone } from '../accountApi.js';
import { productName } from '../productName.js';
import { useSignedOutErrorText } from '../useSignedOutErrorText.js';
import { InviteForm } from './InviteForm.js';
import { SignupStartForm } from './SignupStartForm.js';
import { SignupWizard } from './SignupWizard.js';
import { storeCredentials } from './storeCredentials.js';

type Lookup = { state: 'checking' } | { state: 'valid'; record: SignupTokenRecord } | { state: 'registered' } | { state: 'invalid' };

/**
 * `/signup/:token?` (spec §2 Sign-up start and Complete registration, §4 Token lookup): without a
 * token the start page. With one, GET /positions/signup_step2 first: 1001 shows "User is already
 * registered" with a login link; any other failure the start page with "Your sign up key is not
 * valid, it may have expired or a new one was requested, submit your email again"; state 2 the
 * invite form, else the 3-step wizard. POST /positions/signup_step2 signs the user in: the
 * credentials go to the browser's credential store and the user to /.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title', { product: productName() }));
  const { token } = useParams();
  const navigate = useNavigate();
  const errorText = useSignedOutErrorText();
  const [lookup, setLookup] = useState<Lookup>({ state: 'checking' });
  const [submit, setSubmit] = useState<{ state: RequestState; error?: unknown }>({ state: 'pristine' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    setLookup({ state: 'checking' });
    accountApi()
      .signupToken(token)
      .then(
        (record) => live && setLookup({ state: 'valid', record }),
        (error: unknown) => live && setLookup({ state: error instanceof ApiError && error.code === ApiErrorCode.AlreadyRegistered ? 'registered' : 'invalid' }),
      );
    return () => {
      live = false;
    };
  }, [token]);

  const complete = async (email: string, password: string, body: Parameters<ReturnType<typeof accountApi>['completeSignup']>[0], name?: string) => {
    setSubmit({ state: 'loading' });
    try {
      await accountApi().completeSignup(body);
      await storeCredentials(email, password, name);
      setSubmit({ state: 'success' });
      await useSession.getState().load();
      navigate('/', { replace: true });
    } catch (error) {
      setSubmit({ state: 'error', error });
    }
  };
  const submitError = submit.state === 'error' ? completeErrorText(submit.error, errorText, t('signup.badRequest')) : undefined;
  const busy = submit.state === 'loading' || submit.state === 'success';

  let body;
  if (!token || lookup.state === 'invalid') {
    body = <SignupStartForm notice={token ? t('signup.invalidKey') : undefined} />;
  } else if (lookup.state === 'checking') {
    body = <Loading />;
  } else if (lookup.state === 'registered') {
    body = (
      <section aria-labelledby="signup-registered">
        <h1 id="signup-registered">{t('signup.alreadyRegistered')}</h1>
        <Link className="button primary" to="/login">
          {t('signup.goToLogin')}
        </Link>
      </section>
    );
  } else if (lookup.record.state === 2) {
    const { record } = lookup;
    body = (
      <InviteForm
        email={record.email}
        company={record.account?.name ?? ''}
        busy={busy}
        error={submitError}
        onSubmit={(password) => void complete(record.email, password, { password, private_token: token, timezone: browserTimezone() })}
      />
    );
  } else {
    const { record } = lookup;
    body = (
      <SignupWizard
        email={record.email}
        language={record.language}
        busy={busy}
        error={submitError}
        onSubmit={(values) => void complete(record.email, values.password, { ...values, private_token: token, timezone: browserTimezone() }, values.fullname)}
      />
    );
  }
  return <PublicLayout footer="none">{body}</PublicLayout>;
}

/**
 * §8 Complete registration: a failure with an api_error_code shows that code's message; a 400
 * without a known code the create-account bad-request message; others the error text.
 */
function completeErrorText(error: unknown, errorText: (e: unknown) => string, badRequest: string): string {
  if (error instanceof ApiError && error.status === 400 && (error.code === undefined || typeof error.code === 'string')) return badRequest;
  return errorText(error);
}
