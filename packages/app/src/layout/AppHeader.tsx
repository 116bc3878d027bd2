import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { rememberedWorkspace } from '../dashboard/currentWorkspace.js';
import { Menu } from '../design/index.js';
import { useSession } from '../session/services.js';
import { visibleSettingsNav } from '../settings/settingsNav.js';
import { productName } from '../signedOut/productName.js';

/** The first letters of up to two words of `name`, for the avatar (e.g. "Ada Lovelace" → "AL"). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The signed-in header: the configured product name (§2 Page title, `productName()`), the main
 * navigation (Contracts, Templates of the current workspace) and the account menu (the
 * position's name; Settings, Account settings for account admins, Log out).
 * At narrow widths the name collapses to its initials and the navigation stays on one line.
 */
export function AppHeader() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const position = useSession((s) => s.position);
  const logout = useSession((s) => s.logout);
  // Workspace routes (/c/{id} and its trash) belong to Contracts; /c/{id}/templates to Templates.
  const inTemplates = /^\/c\/\d+\/templates/.test(pathname);
  const inWorkspace = pathname.startsWith('/c/') && !inTemplates;
  const workspaceId = /^\/c\/(\d+)/.exec(pathname)?.[1] ?? rememberedWorkspace() ?? position?.collections[0]?.id;
  const name = position?.fullname ?? '';
  // Admins go straight to the account's first settings page; members have none.
  const accountSettings = visibleSettingsNav(position).find((group) => group.id === 'account')?.items[0]?.path;

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <header className="shell-header">
      <Link to="/contracts" className="shell-brand">
        {productName()}
      </Link>
      <nav aria-label={t('nav.main')} className="shell-nav">
        <NavLink to="/contracts" className={({ isActive }) => (isActive || inWorkspace ? 'active' : undefined)}>
          {t('nav.contracts')}
        </NavLink>
        {workspaceId !== undefined && (
          <NavLink to={`/c/${workspaceId}/templates`} className={inTemplates ? 'active' : undefined}>
            {t('shell.templates')}
          </NavLink>
        )}
      </nav>
      <Menu
        trigger={
          <button type="button" className="shell-user" aria-label={t('shell.userMenu', { name })}>
            <span className="shell-avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <span className="shell-user-name">{name}</span>
            <span className="shell-caret" aria-hidden="true">
              ▾
            </span>
          </button>
        }
        items={[
          { label: t('shell.settings'), onSelect: () => navigate('/settings') },
          ...(accountSettings ? [{ label: t('shell.accountSettings'), onSelect: () => navigate(accountSettings) }] : []),
          { label: t('shell.logout'), onSelect: () => void onLogout() },
        ]}
      />
    </header>
  );
}
