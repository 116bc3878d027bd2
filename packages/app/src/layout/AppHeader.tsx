import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/services.js';

/** The signed-in header: product name, main navigation, the user's name and Log out. */
export function AppHeader() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  // Workspace routes (/c/{id}, its templates and trash) belong to Contracts too (issue #4 dashboard).
  const inWorkspace = useLocation().pathname.startsWith('/c/');
  const position = useSession((s) => s.position);
  const logout = useSession((s) => s.logout);
  const loading = useSession((s) => s.loading);

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <header className="app-header">
      <Link to="/contracts" className="brand">
        {t('common:productName')}
      </Link>
      <nav aria-label={t('nav.main')}>
        <NavLink to="/contracts" className={({ isActive }) => (isActive || inWorkspace ? 'active' : undefined)}>
          {t('nav.contracts')}
        </NavLink>
        <NavLink to="/settings/embed">{t('embed:settings.nav')}</NavLink>
        <NavLink to="/settings/email">{t('auth:changeEmail.title')}</NavLink>
        <NavLink to="/settings/two-step">{t('auth:mfaSettings.title')}</NavLink>
        <NavLink to="/settings/sso">{t('auth:ssoSettings.title')}</NavLink>
      </nav>
      <div className="app-header-user">
        {position && <span className="user-name">{position.fullname}</span>}
        <button type="button" className="button" onClick={() => void onLogout()} disabled={loading}>
          {t('nav.logout')}
        </button>
      </div>
    </header>
  );
}
