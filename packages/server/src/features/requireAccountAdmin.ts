/** The admin check of the account calls: the caller must be an admin of the account in the path. */
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';

/** Throws 403 (99) unless `position` is an admin (§6 userRole) of account `accountId`. At most one statement. */
export async function requireAccountAdmin(db: Db, position: SessionPosition, accountId: number): Promise<void> {
  if (position.accountId !== accountId || !(await isAccountAdmin(db, position))) throw accessDenied();
}
