/**
 * The permission of every §7 account action of data management: the caller must be an admin
 * (§6 userRole `admin` or `owner`) of the account named in the path.
 */
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';

/** Resolves when `position` is an admin of `accountId`; else 403 99 (another account's id reads the same). */
export async function requireAccountAdmin(db: Db, position: Pick<SessionPosition, 'positionId' | 'accountId' | 'userRole'>, accountId: number): Promise<void> {
  if (position.accountId !== accountId || !(await isAccountAdmin(db, position))) throw accessDenied('Only an admin of the account may do this');
}
