import { accountFeatureEnabled, isAccountAdminRole, type Position } from '@inkflow/core';

/** One page of the settings area's side navigation. */
export interface SettingsNavItem {
  /** The page's route, e.g. `/settings/language`. */
  path: string;
  /** Its label, a key of the `app` namespace (or `namespace:key` of another, e.g. `members:nav.groups`). */
  labelKey: string;
  /** Shown to account admins only (§6 userRole `admin`); the server refuses others with 403 99 anyway. */
  adminOnly?: boolean;
  /** Shown only while this account feature is on (§3 Account features map, e.g. `sso`; a key the map does not name takes its default). */
  feature?: string;
  /** Still shown while the account is closing (§7 cancellation); every other page is then hidden. */
  whileClosing?: boolean;
}

/** A titled group of the navigation: the user's own settings, then the account's. */
export interface SettingsNavGroup {
  id: 'personal' | 'account';
  /** The group's heading, a key of the `app` namespace. */
  labelKey: string;
  items: SettingsNavItem[];
}

/**
 * Every settings page, grouped as the side navigation shows them (DocuSign-style: your own
 * settings first, then the company account's). A new settings page adds its entry here and its
 * route inside `SettingsArea` in App.tsx.
 */
export const settingsNav: SettingsNavGroup[] = [
  {
    id: 'personal',
    labelKey: 'settingsNav.personal',
    items: [
      { path: '/settings/my', labelKey: 'shell.mySettings' },
      { path: '/settings/email', labelKey: 'shell.changeEmail' },
      { path: '/settings/two-step', labelKey: 'shell.twoStep' },
    ],
  },
  {
    id: 'account',
    labelKey: 'settingsNav.account',
    items: [
      { path: '/settings/members', labelKey: 'members:nav.members', adminOnly: true },
      { path: '/settings/groups', labelKey: 'members:nav.groups', adminOnly: true },
      { path: '/settings/roles', labelKey: 'members:nav.roles', adminOnly: true },
      { path: '/settings/account', labelKey: 'shell.companyProfile', adminOnly: true },
      { path: '/settings/embed', labelKey: 'shell.embedding', adminOnly: true },
      // Single sign-on is an extension (§1): hidden while the account has the sso feature off.
      { path: '/settings/sso', labelKey: 'shell.sso', adminOnly: true, feature: 'sso' },
      { path: '/settings/features', labelKey: 'shell.features', adminOnly: true },
      { path: '/settings/webhooks', labelKey: 'webhooks:nav', adminOnly: true },
      // Export, retention and closing the account (§7); the only page while the account is closing.
      { path: '/settings/account-data', labelKey: 'shell.accountData', adminOnly: true, whileClosing: true },
    ],
  },
];

/** True when `position` is an admin of its account (§6 userRole, core isAccountAdminRole). */
export const isAccountAdmin = (position: Pick<Position, 'userRole'> | null | undefined): boolean => isAccountAdminRole(position?.userRole);

/**
 * The groups and pages `position` may see: admin-only pages for admins, feature pages while
 * their feature is on, only `whileClosing` pages while the account is closing; groups left empty
 * are dropped.
 */
export function visibleSettingsNav(position: Pick<Position, 'userRole' | 'account'> | null | undefined): SettingsNavGroup[] {
  const admin = isAccountAdmin(position);
  const features = position?.account.features ?? {};
  const closing = Boolean(position?.account.deletionDueAt);
  return settingsNav
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => (!item.adminOnly || admin) && (!item.feature || accountFeatureEnabled(features, item.feature)) && (!closing || item.whileClosing),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
