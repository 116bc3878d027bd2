/**
 * Who may still enter a locked account (§6 "An account can be locked", §8 2001, §7
 * cancellation): nobody, except the admins of an account that is closing — they sign in to
 * export its data or to keep the account (docs/account-data.md "Cancellation").
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accountCancellations } from '../db/schema-account-data.js';
import { adminRoles } from '../permissions/permissionsOf.js';

/** True while `accountId` is closing: closed by an admin, its data not yet deleted. One indexed lookup. */
export async function isAccountClosing(db: Db, accountId: number): Promise<boolean> {
  const [closing] = await db
    .select({ accountId: accountCancellations.accountId })
    .from(accountCancellations)
    .where(and(eq(accountCancellations.accountId, accountId), isNull(accountCancellations.deletedAt)))
    .limit(1);
  return closing !== undefined;
}

/** True when `position` is an admin of its account and that account is closing (not yet deleted). One indexed lookup for admins. */
export async function mayEnterClosingAccount(db: Db, position: { accountId: number; userRole?: string | undefined }): Promise<boolean> {
  return adminRoles.has(position.userRole ?? '') && isAccountClosing(db, position.accountId);
}
