/**
 * The access rule of the members, seats and groups calls (§6 userRole): only an admin of the
 * account itself; anyone else, including admins of other accounts, gets 403 99.
 */
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';

/** Throws 403 (99) unless `caller` is an admin of `accountId` (default: its own account). */
export async function requireAccountAdmin(db: Db, caller: SessionPosition, accountId = caller.accountId): Promise<void> {
  if (caller.accountId !== accountId || !(await isAccountAdmin(db, caller))) throw accessDenied();
}
