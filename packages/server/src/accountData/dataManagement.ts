/**
 * GET and PUT /accounts/{id}/data_management (§7 data management): the account's retention rules
 * (no row: concluded agreements kept, trash emptied after 30 days) and a pending closing.
 */
import type { DataManagementWire, RetentionRequest } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { accountCancellations, accountDataSettings } from '../db/schema-account-data.js';
import { logAccountData } from './accountDataLog.js';

/** An account's retention rules as the daily job reads them. */
export interface RetentionRules {
  /** Delete signed agreements this many months after signing; null: never. */
  concludedMonths: number | null;
  /** Delete agreements that have been 30 days in the trash. */
  emptyTrash: boolean;
}

/** The rules of an account without a settings row. */
export const defaultRetentionRules: RetentionRules = { concludedMonths: null, emptyTrash: true };

/** The account's rules (the defaults when it never set any). */
export async function loadRetentionRules(db: Db, accountId: number): Promise<RetentionRules> {
  const [row] = await db
    .select({ concludedMonths: accountDataSettings.concludedRetentionMonths, emptyTrash: accountDataSettings.emptyTrash })
    .from(accountDataSettings)
    .where(eq(accountDataSettings.accountId, accountId))
    .limit(1);
  return row ?? defaultRetentionRules;
}

/** The data management answer of `accountId` (rules, pending closing, grace days). */
export async function loadDataManagement(db: Db, accountId: number, graceDays: number): Promise<DataManagementWire> {
  const rules = await loadRetentionRules(db, accountId);
  const [closing] = await db
    .select({ requestedAt: accountCancellations.requestedAt, deletionDueAt: accountCancellations.deletionDueAt, requestedBy: positions.fullname, deletedAt: accountCancellations.deletedAt })
    .from(accountCancellations)
    .leftJoin(positions, eq(positions.id, accountCancellations.requestedBy))
    .where(eq(accountCancellations.accountId, accountId))
    .limit(1);
  return {
    retention: { delete_concluded_after_months: rules.concludedMonths, empty_trash_after_30_days: rules.emptyTrash },
    cancellation:
      closing && !closing.deletedAt
        ? { requested_at: closing.requestedAt.toISOString(), deletion_due_at: closing.deletionDueAt.toISOString(), requested_by: closing.requestedBy }
        : null,
    deletion_grace_days: graceDays,
  };
}

/**
 * Replaces the rules of `accountId` (the caller checked the admin) and logs the change with the
 * rules before and after; an unchanged save logs nothing. One transaction.
 */
export async function updateRetentionRules(db: Db, admin: { positionId: number; fullname: string }, accountId: number, input: RetentionRequest, now = new Date()): Promise<void> {
  const next: RetentionRules = { concludedMonths: input.delete_concluded_after_months, emptyTrash: input.empty_trash_after_30_days };
  await db.transaction(async (tx) => {
    const before = await loadRetentionRules(tx, accountId);
    const values = { concludedRetentionMonths: next.concludedMonths, emptyTrash: next.emptyTrash, updatedBy: admin.positionId, updated: now };
    await tx.insert(accountDataSettings).values({ accountId, ...values }).onConflictDoUpdate({ target: accountDataSettings.accountId, set: values });
    if (before.concludedMonths === next.concludedMonths && before.emptyTrash === next.emptyTrash) return;
    await logAccountData(tx, {
      accountId,
      action: 'retention_changed',
      actor: { positionId: admin.positionId, name: admin.fullname },
      details: { before: { months: before.concludedMonths, empty_trash: before.emptyTrash }, after: { months: next.concludedMonths, empty_trash: next.emptyTrash } },
      now,
    });
  });
}
