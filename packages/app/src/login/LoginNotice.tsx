import { useTranslation } from 'react-i18next';

/** The SSO failure reasons of spec §8, as the callback puts them in `?error=`. */
const ssoReasons = ['extension-disabled', 'login-disabled', 'sso-invalid', 'runtime-problems'] as const;

/** Props of LoginNotice: the login page's `code` and `error` query values. */
export interface LoginNoticeProps {
  code: string | null;
  error: string | null;
}

/**
 * The messages the login page reads from its query (spec §2 Login, §8 SSO login errors):
 * `code=b21` shows "Password changed / Please use your new password to log in";
 * `error=extension-disabled|login-disabled|sso-invalid` the header with "Could not login via
 * Single Sign-On, please contact your system administrator"; `error=runtime-problems` "Runtime
 * error" with the try-again body. Unknown values show nothing.
 */
export function LoginNotice({ code, error }: LoginNoticeProps) {
  const { t } = useTranslation('auth');
  const reason = ssoReasons.find((r) => r === error);
  if (reason) {
    return (
      <div className="notice error" role="alert">
        <strong>{t(`sso.${reason}`)}</strong>
        <p>{t(reason === 'runtime-problems' ? 'sso.tryAgain' : 'sso.contactAdministrator')}</p>
      </div>
    );
  }
  if (code === 'b21') {
    return (
      <div className="notice" role="status">
        <strong>{t('login.passwordChangedTitle')}</strong>
        <p>{t('login.passwordChangedBody')}</p>
      </div>
    );
  }
  return null;
}
