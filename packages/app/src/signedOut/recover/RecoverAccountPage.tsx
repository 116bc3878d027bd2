import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../layout/Loading.js';
import type { LoginLocationState } from '../../login/LoginPage.js';
import { usePageTitle } from '../../title/usePageTitle.js';
import { PublicLayout } from '../PublicLayout.js';
import { accountApi } from '../accountApi.js';
import { NewPasswordForm } from './NewPasswordForm.js';
import { RecoverRequestForm } from './RecoverRequestForm.js';

/**
 * `/recover-account/:token?` (spec §2 Reset password, §4 Reset): without a token the request
 * page; with one, GET /positions/forgot_password/{token} first: valid shows the new-password
 * form, invalid replaces the URL with /recover-account (the request page).
 */
export function RecoverAccountPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recover.title'));
  const { token } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    accountApi()
      .checkRecoveryToken(token)
      .then(
        () => live && setChecked(token),
        () => live && navigate('/recover-account', { replace: true }),
      );
    return () => {
      live = false;
    };
  }, [token, navigate]);

  let body;
  if (!token) body = <RecoverRequestForm initialEmail={(location.state as LoginLocationState | null)?.email ?? ''} />;
  else if (checked === token) body = <NewPasswordForm token={token} />;
  else body = <Loading />;
  return <PublicLayout footer="signup">{body}</PublicLayout>;
}
