/**
 * POST /accounts/{id}/start_trial (§7 account action "start trial", §1 "A free trial lasts 14
 * days and gives premium features"): an account on the free plan that never had a trial gets 14
 * days of premium from now. Once only: a second call, or one for an account on a paid plan,
 * answers 409 and changes nothing.
 */
import { mayStartTrial, trialMs, trialUnavailableCode, type AccountWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { accountToWire, loadAccountRow } from './accountToWire.js';
import { requireAccountAdmin } from './requireAccountAdmin.js';

/**
 * Starts the trial of account `accountId` and answers the account (plan `trial`, `trial_ends_at`
 * 14 days after `now`). Errors: 403 (99) unless `actor` is its admin; 409 TRIAL_UNAVAILABLE when
 * the account already had its trial or is on a paid plan.
 */
export async function startTrial(db: Db, actor: PositionActor, accountId: number, now = new Date()): Promise<AccountWire> {
  await requireAccountAdmin(db, actor.position, accountId);
  return db.transaction(async (tx) => {
    // Locked: two clicks at once must not both start a trial.
    const account = await loadAccountRow(tx, accountId, { lock: true });
    if (!mayStartTrial(account)) {
      const message =
        account.plan === 'paid'
          ? 'This account is on a paid plan: it already has every premium feature'
          : 'This account has already had its free trial; contact sales to upgrade';
      throw new ApiHttpError(409, trialUnavailableCode, message);
    }
    const [row] = await tx
      .update(accounts)
      .set({ plan: 'trial', trialEndsAt: new Date(now.getTime() + trialMs) })
      .where(eq(accounts.id, accountId))
      .returning();
    return accountToWire(row!);
  });
}
