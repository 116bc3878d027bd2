import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/services.js';
import { visibleSettingsNav } from './settingsNav.js';
import './settings.css';

/**
 * The settings area: a side navigation of every settings page the signed-in position may see
 * (its own settings, then the account's for admins; `settingsNav.ts`) beside the current page
 * (`<Outlet />`). Under 840 px (§9 narrow layout) the navigation becomes a strip above the
 * page that scrolls sideways by itself, so the page never does. `/settings` itself opens the
 * first page; a page the position may not see (an admin page for a member, a feature that is
 * off) still renders, and its own server call answers 403 99.
 */
export function SettingsArea() {
  const { t } = useTranslation('app');
  const position = useSession((s) => s.position);
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const groups = visibleSettingsNav(position);
  // On a phone the strip scrolls sideways: bring the current page's link into view.
  useEffect(() => {
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const first = groups[0]?.items[0]?.path;
  if (pathname.replace(/\/$/, '') === '/settings' && first) return <Navigate to={first} replace />;
  return (
    <div className="settings-area">
      <nav ref={nav} className="settings-nav" aria-label={t('settingsNav.label')}>
        <p className="settings-nav__title" aria-hidden="true">
          {t('settingsNav.title')}
        </p>
        {groups.map((group) => (
          <div key={group.id} className="settings-nav__group" role="group" aria-labelledby={`settings-nav-${group.id}`}>
            <h2 id={`settings-nav-${group.id}`} className="settings-nav__heading">
              {t(group.labelKey)}
            </h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} className="settings-nav__link">
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="settings-area__page">
        <Outlet />
      </div>
    </div>
  );
}
