/**
 * Serialises the membership changes of one account (role changes, deactivation, reactivation,
 * invitations): each takes the account row's lock first, so two admins demoting each other at
 * the same moment cannot both succeed and leave the account without an admin.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';

/** Locks the account row until the surrounding transaction ends. */
export async function lockAccount(tx: Db, accountId: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}
