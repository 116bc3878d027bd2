/**
 * The §3 Account features map and the extensions of §1 ("Internal reminders, contract notes, AI
 * review and AI import exist as extensions"; "Company accounts have seats and features that are
 * enabled per account"): the six feature keys, whether each is on for an account that never set
 * it, and the one rule that reads the map. The server answers a disabled extension's calls with
 * 403 6001 (§8 "Extension disabled in your account"); the app hides it.
 *
 * Defaults: notes, reminders and single sign-on were open to every account before features
 * existed, so they stay on until an admin turns them off; AI review, AI import and the
 * personal-identification two-step method are off until an admin turns them on.
 */

/** The feature keys of the §3 features map, in the order the settings page lists them. */
export const accountFeatureKeys = ['notes', 'reminders', 'aiReview', 'aiImport', 'sso', 'personalIdentificationMfa'] as const;

/** One feature key of the §3 features map. */
export type AccountFeatureKey = (typeof accountFeatureKeys)[number];

/** Whether each feature is on (1) or off (0) for an account whose map does not name it. */
export const accountFeatureDefaults: Readonly<Record<AccountFeatureKey, 0 | 1>> = {
  notes: 1,
  reminders: 1,
  aiReview: 0,
  aiImport: 0,
  sso: 1,
  personalIdentificationMfa: 0,
};

/** True when `key` is one of the six feature keys. */
export function isAccountFeatureKey(key: string): key is AccountFeatureKey {
  return (accountFeatureKeys as readonly string[]).includes(key);
}

/**
 * True when feature `name` is on in `features` (§3 "each with enabled 0 or 1"); a key the map
 * does not name takes its default (accountFeatureDefaults), an unknown key is off.
 */
export function accountFeatureEnabled(features: Readonly<Record<string, { enabled: 0 | 1 } | undefined>> | undefined, name: string): boolean {
  const stored = features?.[name]?.enabled;
  if (stored === 0 || stored === 1) return stored === 1;
  return isAccountFeatureKey(name) && accountFeatureDefaults[name] === 1;
}

/** The full map of the six features with their effective values (stored, else default), as GET /positions/me sends it. */
export function resolveAccountFeatures(features: Readonly<Record<string, { enabled: 0 | 1 } | undefined>> | undefined): Record<AccountFeatureKey, { enabled: 0 | 1 }> {
  return Object.fromEntries(accountFeatureKeys.map((key) => [key, { enabled: accountFeatureEnabled(features, key) ? 1 : 0 }])) as Record<
    AccountFeatureKey,
    { enabled: 0 | 1 }
  >;
}
