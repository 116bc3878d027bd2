import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useErrorText } from '../errors/useErrorText.js';
import { consumeReturnPath } from '../session/returnPath.js';
import { api, useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { LoginForm } from './LoginForm.js';

/** Router state carried between the login steps: the email typed so far. */
interface LoginLocationState {
  email?: string;
}

/**
 * The login route (spec §2 Login, §4 Auth): `/login` (email step) and `/login/password`. The
 * search string is kept across steps, the email travels in the router state. A signed-in user
 * (already, or after logging in) goes to the stored return path when it starts with `/`, else `/`.
 */
export function LoginPage({ step }: { step: 'email' | 'password' }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { status, loading, error, login, clearError } = useSession();
  const [checking, setChecking] = useState(false);
  const email = (location.state as LoginLocationState | null)?.email ?? '';

  useEffect(() => {
    if (status === 'signedIn') navigate(consumeReturnPath(), { replace: true });
  }, [status, navigate]);

  const onContinue = async (typed: string) => {
    setChecking(true);
    clearError();
    try {
      // Only password login exists so far; the lookup's answer (password, multiple, sso) and its
      // failure all lead to the password step (§7: "on failure it falls back to password").
      await api.loginMethod(typed);
    } catch {
      // Fall back to password.
    } finally {
      setChecking(false);
    }
    navigate({ pathname: '/login/password', search: location.search }, { state: { email: typed } satisfies LoginLocationState });
  };

  const onBack = () => {
    clearError();
    navigate({ pathname: '/login', search: location.search }, { state: { email } satisfies LoginLocationState });
  };

  return (
    <main className="login-page">
      <LoginForm
        key={`${step}:${email}`}
        step={step}
        email={email}
        error={error ? errorText(error) : undefined}
        busy={loading || checking}
        onContinue={(typed) => void onContinue(typed)}
        onLogin={(credentials) => void login(credentials)}
        onBack={onBack}
      />
    </main>
  );
}
