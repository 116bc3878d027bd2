/**
 * The account-admin check of every account setting (§6: the account role is the position's
 * userRole): embedding, single sign-on, members, features, webhooks, account data.
 */
import { isAccountAdminRole } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { accessDenied } from '../http/ApiHttpError.js';

/**
 * Resolves when `caller` is an admin position of account `accountId`; otherwise throws 403 99
 * (§8 "Access denied"), also for a position of another account. The role is read from the
 * database, not the session, so a demotion takes effect at once.
 */
export async function requireAccountAdmin(db: Db, caller: SessionPosition, accountId: number): Promise<void> {
  if (caller.accountId !== accountId) throw accessDenied();
  const [me] = await db
    .select({ role: positions.userRole })
    .from(positions)
    .where(and(eq(positions.id, caller.positionId), eq(positions.accountId, accountId)))
    .limit(1);
  if (!isAccountAdminRole(me?.role)) throw accessDenied('Only an account admin can do this');
}
