import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Captcha } from '../signedOut/Captcha.js';
import { PublicLayout } from '../signedOut/PublicLayout.js';
import { accountApi } from '../signedOut/accountApi.js';
import { productName } from '../signedOut/productName.js';
import { useSignedOutErrorText } from '../signedOut/useSignedOutErrorText.js';
import { consumeReturnPath, peekReturnPath } from '../session/returnPath.js';
import { isAccountBlocked } from '../session/createSessionStore.js';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { LoginForm } from './LoginForm.js';
import { LoginNotice } from './LoginNotice.js';
import { MethodChoice } from './MethodChoice.js';
import { SecurityCodeForm } from './SecurityCodeForm.js';
import { ssoStartUrl } from './ssoStartUrl.js';
import { useLoginFlow } from './loginFlowStore.js';

/** Router state carried between the login steps and to recovery: the email typed so far. */
export interface LoginLocationState {
  email?: string;
}

/** The login steps of spec §2: `/login`, `/login/method`, `/login/password`. */
export type LoginStep = 'email' | 'method' | 'password';

/**
 * The login route (spec §2 Login, §4 Auth and Login) inside the public wrapper.
 *
 * - Email step: GET /positions/login_method leads to /login/password (`password` or a failed
 *   lookup), /login/method (`multiple`) or the SSO redirect (`sso`). The search string is kept.
 * - Password step: Forgot your password? (/recover-account) and Back to login carry the email;
 *   a failure with `X-Flow-Require-Captcha` shows the captcha and keeps submit disabled until it
 *   is solved (1012 "Invalid captcha" for a captcha never shown only brings the widget, no error
 *   text); a second-factor answer switches to the security-code form.
 * - `?code=b21` and `?error=` (SSO reasons) show their §8 messages; `?sso=1` forces SSO.
 * - Signed in (already, or after logging in): the stored return path when it starts with `/`, else `/`.
 */
export function LoginPage({ step }: { step: LoginStep }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useSession((s) => s.status);
  const sessionError = useSession((s) => s.error);
  const flow = useLoginFlow();
  const errorText = useSignedOutErrorText();
  const email = (location.state as LoginLocationState | null)?.email ?? flow.email;
  const product = productName();
  const api = accountApi();
  const busy = flow.state === 'loading';
  const ssoForced = params.get('sso') === '1';

  useEffect(() => {
    if (status === 'signedIn') navigate(consumeReturnPath(), { replace: true });
  }, [status, navigate]);

  const go = (pathname: string, nextEmail: string) => {
    flow.clearError();
    useSession.getState().clearError();
    navigate({ pathname, search: location.search }, { state: { email: nextEmail } satisfies LoginLocationState });
  };
  const startSso = (mail: string) => window.location.assign(ssoStartUrl(mail, peekReturnPath(), flow.persistent));

  const onContinue = async (typed: string) => {
    // §2 Login: "A Single Sign-On flag forces sso" (`?sso=1`, e.g. from a company's intranet link).
    const method = ssoForced ? 'sso' : await flow.lookup(api, typed);
    if (method === 'sso') startSso(typed);
    else go(method === 'multiple' ? '/login/method' : '/login/password', typed);
  };

  const finish = async (outcome: 'signedIn' | 'mfa' | 'error') => {
    // The session store then sees the position and the effect above leaves the page.
    if (outcome === 'signedIn') await useSession.getState().load();
  };

  // The session load after a correct password can still answer 2001/2002 (§8); show it here.
  const blocked = isAccountBlocked(sessionError) ? errorText(sessionError) : undefined;
  const error = flow.error ? errorText(flow.error) : blocked;
  let body;
  if (flow.mfa) {
    const { mfa } = flow;
    body = (
      <SecurityCodeForm
        channel={mfa.channelData || mfa.channel}
        hasCode={mfa.hasCode}
        error={error}
        busy={busy}
        onSubmit={(code) => void flow.submit(api, { email: flow.email, password: flow.password, persistent: flow.persistent, securityCode: code }).then(finish)}
        onResend={() => void flow.requestCode(api)}
        onCancel={flow.cancelMfa}
      />
    );
  } else if (step === 'method') {
    body = (
      <MethodChoice
        product={product}
        persistent={flow.persistent}
        onPersistentChange={flow.setPersistent}
        onPassword={() => go('/login/password', email)}
        onSso={() => startSso(email)}
        onBack={() => go('/login', email)}
      />
    );
  } else {
    body = (
      <LoginForm
        key={`${step}:${email}`}
        step={step}
        email={email}
        error={error}
        busy={busy}
        persistent={flow.persistent}
        captcha={flow.captchaRequired ? <Captcha onChange={flow.setCaptchaToken} resetSignal={flow.captchaReset} /> : undefined}
        canSubmit={!flow.captchaRequired || flow.captchaToken !== null}
        links={
          <p>
            <Link to="/recover-account" state={{ email } satisfies LoginLocationState}>
              {t('login.forgotPassword')}
            </Link>
          </p>
        }
        onContinue={(typed) => void onContinue(typed)}
        onLogin={(credentials) => void flow.submit(api, credentials).then(finish)}
        onBack={() => go('/login', email)}
      />
    );
  }

  return (
    <PublicLayout footer="signup">
      <LoginNotice code={params.get('code')} error={params.get('error')} />
      {body}
    </PublicLayout>
  );
}
