/**
 * The daily data maintenance (accountDataJobs.ts `account-data-daily`), at `now`: the retention
 * rules of every account, the removal of expired export files, and the deletion of every account
 * whose closing grace period has passed. Each part goes on when another fails; failures are
 * logged and counted. Tests call it with a fake `now` instead of waiting.
 */
import { and, isNull, lte } from 'drizzle-orm';
import { accountCancellations } from '../db/schema-account-data.js';
import type { AccountDataDeps, JobLog } from './AccountDataDeps.js';
import { applyRetentionRules } from './applyRetentionRules.js';
import { deleteAccountData } from './deleteAccountData.js';
import { expireExports } from './expireExports.js';

/** What one run did. */
export interface MaintenanceOutcome {
  /** Signed agreements erased by their account's retention. */
  concludedDeleted: number;
  /** Agreements erased after 30 days in the trash. */
  trashDeleted: number;
  exportsExpired: number;
  accountsDeleted: number;
  failures: number;
}

/** Runs the daily maintenance at `now`. Rejects only when the database cannot be reached at all. */
export async function runAccountDataMaintenance(deps: Pick<AccountDataDeps, 'db' | 'storage'>, now: Date, log: JobLog): Promise<MaintenanceOutcome> {
  const retention = await applyRetentionRules(deps, now, log);
  const outcome: MaintenanceOutcome = { concludedDeleted: retention.concluded, trashDeleted: retention.trash, exportsExpired: 0, accountsDeleted: 0, failures: retention.failures };
  outcome.exportsExpired = await expireExports(deps, now, log);
  const closing = await deps.db
    .select({ accountId: accountCancellations.accountId })
    .from(accountCancellations)
    .where(and(isNull(accountCancellations.deletedAt), lte(accountCancellations.deletionDueAt, now)));
  for (const { accountId } of closing) {
    try {
      if (await deleteAccountData(deps, accountId, now, log)) outcome.accountsDeleted += 1;
    } catch (error) {
      outcome.failures += 1;
      log.error({ err: error, accountId }, 'could not delete a closed account’s data');
    }
  }
  return outcome;
}
