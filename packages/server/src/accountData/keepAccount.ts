/**
 * DELETE /accounts/{id}/cancellation (§7 cancellation, "Keep my account"): an admin of a closing
 * account takes the closing back before the deletion: the account is unlocked, the scheduled
 * deletion dropped and the account audit log records it, in one transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import { accounts } from '../db/schema.js';
import { accountCancellations } from '../db/schema-account-data.js';
import { notFound } from '../http/ApiHttpError.js';
import { logAccountData } from './accountDataLog.js';
import type { AccountDataDeps } from './AccountDataDeps.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Keeps `accountId`. Errors: 403 99 (not its admin), 404 NOT_FOUND (not closing, or already deleted). */
export async function keepAccount(deps: Pick<AccountDataDeps, 'db' | 'now'>, admin: SessionPosition, accountId: number): Promise<void> {
  const { db } = deps;
  await requireAccountAdmin(db, admin, accountId);
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .delete(accountCancellations)
      .where(and(eq(accountCancellations.accountId, accountId), isNull(accountCancellations.deletedAt)))
      .returning({ deletionDueAt: accountCancellations.deletionDueAt });
    if (withdrawn.length === 0) throw notFound('The account is not closing');
    await tx.update(accounts).set({ locked: false }).where(eq(accounts.id, accountId));
    await logAccountData(tx, {
      accountId,
      action: 'cancellation_withdrawn',
      actor: { positionId: admin.positionId, name: admin.fullname },
      details: { deletion_due_at: withdrawn[0]!.deletionDueAt.toISOString() },
      now: deps.now(),
    });
  });
}
