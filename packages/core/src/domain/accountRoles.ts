/**
 * §6 "The account role is the position's userRole": the account roles that administer the
 * account (every permission of it, its settings, members and data). One list for server and app.
 */

/** The userRoles of account administrators: `admin`, and `owner` (the account's creator, an admin too). */
export const accountAdminRoles: readonly string[] = ['admin', 'owner'];

/** True when `userRole` administers its account (`accountAdminRoles`); false for undefined. */
export function isAccountAdminRole(userRole: string | null | undefined): boolean {
  return userRole != null && accountAdminRoles.includes(userRole);
}
