/**
 * The retention rules of every account (§7 data management, docs/account-data.md "Retention"),
 * applied by the daily job at `now`:
 *
 * - signed agreements (state 4, §4) whose last signature is older than the account's
 *   `concluded_retention_months` (off unless set) are erased;
 * - agreements that have been in the trash for 30 days are erased, unless the account turned
 *   that rule off (it is on by default, also for accounts that never saved their rules).
 *
 * Each agreement is erased in its own transaction (eraseAgreement) under its row lock, with the
 * rule re-checked under that lock (a restore from the trash in between wins), and one account
 * audit log row naming the system as actor. Files go after the commit. A failure is logged and
 * counted; the others go on, and the next run tries again.
 */
import { AgreementState, trashRetentionDays } from '@inkflow/core';
import { and, asc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections, participants } from '../db/schema.js';
import { accountDataSettings } from '../db/schema-account-data.js';
import { logAccountData, systemActor } from './accountDataLog.js';
import type { AccountDataDeps, JobLog } from './AccountDataDeps.js';
import { eraseAgreement } from './eraseAgreement.js';

/** How many agreements each rule erased, and how many erasures failed. */
export interface RetentionOutcome {
  concluded: number;
  trash: number;
  failures: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** When a signed agreement was concluded: its last signature (an imported one without any: its last change). */
const signedAt = sql<Date>`coalesce((SELECT max(${participants.signedAt}) FROM ${participants} WHERE ${participants.agreementId} = ${agreements.id}), ${agreements.updated})`;

/** Signed agreements past their account's retention at `now`. */
function concludedDue(now: Date): SQL {
  return and(
    isNotNull(accountDataSettings.concludedRetentionMonths),
    eq(agreements.state, AgreementState.Signed),
    isNull(agreements.purgedAt),
    sql`${signedAt} < ${now.toISOString()}::timestamptz - make_interval(months => ${accountDataSettings.concludedRetentionMonths}::int)`,
  )!;
}

/** Trashed agreements past 30 days at `now`, where the account keeps the trash rule on. */
function trashDue(now: Date): SQL {
  return and(
    isNotNull(agreements.deletedAt),
    isNull(agreements.purgedAt),
    lt(agreements.deletedAt, new Date(now.getTime() - trashRetentionDays * dayMs)),
    sql`coalesce(${accountDataSettings.emptyTrash}, true)`,
  )!;
}

type Rule = 'concluded' | 'trash';

function candidates(db: Db, condition: SQL) {
  return db
    .select({
      id: agreements.id,
      accountId: collections.accountId,
      name: agreements.name,
      months: accountDataSettings.concludedRetentionMonths,
      signedAt,
      trashedAt: agreements.deletedAt,
    })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .leftJoin(accountDataSettings, eq(accountDataSettings.accountId, collections.accountId))
    .where(condition)
    .orderBy(asc(agreements.id));
}

/** Erases one due agreement (re-checked under its lock): whether it did, and the files to remove after commit. */
async function eraseDue(db: Db, rule: Rule, id: number, now: Date): Promise<{ erased: boolean; keys: string[] }> {
  return db.transaction(async (tx) => {
    const condition = rule === 'concluded' ? concludedDue(now) : trashDue(now);
    const [due] = await candidates(tx, and(eq(agreements.id, id), condition)!).for('update', { of: agreements });
    if (!due) return { erased: false, keys: [] };
    const keys = await eraseAgreement(tx, id, now);
    await logAccountData(tx, {
      accountId: due.accountId,
      action: rule === 'concluded' ? 'agreement_deleted_retention' : 'agreement_deleted_trash',
      actor: systemActor,
      agreementId: id,
      subject: due.name,
      details:
        rule === 'concluded'
          ? { months: due.months, signed_at: new Date(due.signedAt).toISOString() }
          : { days: trashRetentionDays, trashed_at: due.trashedAt?.toISOString() ?? null },
      now,
    });
    return { erased: true, keys };
  });
}

/** Applies both rules to every account at `now`. */
export async function applyRetentionRules(deps: Pick<AccountDataDeps, 'db' | 'storage'>, now: Date, log: JobLog): Promise<RetentionOutcome> {
  const outcome: RetentionOutcome = { concluded: 0, trash: 0, failures: 0 };
  for (const rule of ['concluded', 'trash'] as const) {
    const due = await candidates(deps.db, rule === 'concluded' ? concludedDue(now) : trashDue(now));
    for (const { id } of due) {
      try {
        const { erased, keys } = await eraseDue(deps.db, rule, id, now);
        if (!erased) continue;
        outcome[rule] += 1;
        for (const key of keys) await deps.storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove an erased file'));
      } catch (error) {
        outcome.failures += 1;
        log.error({ err: error, agreementId: id, rule }, 'retention could not erase an agreement');
      }
    }
  }
  return outcome;
}
