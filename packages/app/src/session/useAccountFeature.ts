import { accountFeatureEnabled, isAccountAdminRole, type AccountFeatureKey } from '@inkflow/core';
import { useSession } from './services.js';

/**
 * True while the signed-in account has feature `key` on (§3 Account features map, read from GET
 * /positions/me's `account.features`; a key it does not name takes its default). The app hides a
 * disabled extension everywhere (§1): the Notes and Reminders tabs, the AI review tab, the SSO
 * settings entry, the personal-ID two-step method. False while nobody is signed in.
 */
export function useAccountFeature(key: AccountFeatureKey): boolean {
  return useSession((s) => (s.position ? accountFeatureEnabled(s.position.account.features, key) : false));
}

/** True when the signed-in position is an admin of its account (§6 userRole), who may change its features. */
export function useIsAccountAdmin(): boolean {
  return useSession((s) => isAccountAdminRole(s.position?.userRole));
}
