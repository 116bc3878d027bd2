/**
 * Long account actions (§7 account actions: buy seats, export, data management, cancellation)
 * and §8 6007 "Action already in progress".
 *
 * Requirements: a second identical action of an account while one runs is refused, whichever
 * server process receives it; a process that dies mid-action must not block the account for
 * ever; the work itself may run outside the request (a job), reporting progress.
 *
 * How: `beginAccountAction` inserts a `running` row; the partial unique index
 * `account_actions_one_running_uq` makes a second insert for the same account and kind fail, which
 * becomes 409 6007. Each row carries a lease that the worker renews (`renewAccountAction`, also
 * when it reports progress); a running row whose lease has passed is marked failed and replaced,
 * so a crash costs at most one lease period.
 */
import { ApiErrorCode } from '@inkflow/core';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accountActions, type AccountActionState } from '../db/schema-account-actions.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { isUniqueViolation } from '../positions/emailTaken.js';

/** How long a started action is presumed alive without a renewal, in milliseconds (5 minutes). */
export const accountActionLeaseMs = 5 * 60 * 1000;

/** One account action as the app and the actions see it. */
export interface AccountAction {
  id: number;
  accountId: number;
  kind: string;
  state: AccountActionState;
  /** Percent done, 0-100. */
  progress: number;
  details: Record<string, unknown>;
  error: string | null;
  created: Date;
  finished: Date | null;
}

/** 409 6007 "Action already in progress". */
export const actionInProgress = () => new ApiHttpError(409, ApiErrorCode.ActionInProgress, 'Action already in progress');

const columns = {
  id: accountActions.id,
  accountId: accountActions.accountId,
  kind: accountActions.kind,
  state: accountActions.state,
  progress: accountActions.progress,
  details: accountActions.details,
  error: accountActions.error,
  created: accountActions.created,
  finished: accountActions.finished,
};

/**
 * Starts action `kind` for `accountId` (inside the caller's transaction when `db` is one, so the
 * row commits with whatever the action queues). Throws 409 6007 while another `kind` action of
 * the account runs with a live lease; takes over (marks failed) one whose lease has passed.
 */
export async function beginAccountAction(
  db: Db,
  input: { accountId: number; kind: string; positionId: number | null; details?: Record<string, unknown>; now?: Date },
): Promise<AccountAction> {
  const now = input.now ?? new Date();
  // A dead process's action: its lease ran out, so it ends as failed and frees the slot.
  await db
    .update(accountActions)
    .set({ state: 'failed', error: 'The server working on it stopped', finished: now })
    .where(and(eq(accountActions.accountId, input.accountId), eq(accountActions.kind, input.kind), eq(accountActions.state, 'running'), lt(accountActions.leaseUntil, now)));
  try {
    // A savepoint, so a unique violation leaves the caller's transaction usable for its 409.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accountActions)
        .values({ accountId: input.accountId, kind: input.kind, positionId: input.positionId, details: input.details ?? {}, leaseUntil: new Date(now.getTime() + accountActionLeaseMs) })
        .returning(columns);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw actionInProgress();
    throw error;
  }
}

/** Extends the lease of a running action and, when given, sets its progress (0-100, clamped). False when it no longer runs. */
export async function renewAccountAction(db: Db, id: number, progress?: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(accountActions)
    .set({
      leaseUntil: new Date(now.getTime() + accountActionLeaseMs),
      ...(progress === undefined ? {} : { progress: Math.max(0, Math.min(100, Math.round(progress))) }),
    })
    .where(and(eq(accountActions.id, id), eq(accountActions.state, 'running')))
    .returning({ id: accountActions.id });
  return rows.length > 0;
}

/** Ends a running action as done (progress 100), merging `details` into its own. */
export async function finishAccountAction(db: Db, id: number, details: Record<string, unknown> = {}): Promise<void> {
  await db
    .update(accountActions)
    .set({ state: 'done', progress: 100, finished: new Date(), details: sql`${accountActions.details} || ${JSON.stringify(details)}::jsonb` })
    .where(and(eq(accountActions.id, id), eq(accountActions.state, 'running')));
}

/** Ends a running action as failed with a short reason (cut to 500 characters). */
export async function failAccountAction(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(accountActions)
    .set({ state: 'failed', error: reason.slice(0, 500), finished: new Date() })
    .where(and(eq(accountActions.id, id), eq(accountActions.state, 'running')));
}

/** The account's latest actions of `kind`, newest first (at most `limit`, default 20). */
export async function listAccountActions(db: Db, accountId: number, kind: string, limit = 20): Promise<AccountAction[]> {
  return db
    .select(columns)
    .from(accountActions)
    .where(and(eq(accountActions.accountId, accountId), eq(accountActions.kind, kind)))
    .orderBy(desc(accountActions.created), desc(accountActions.id))
    .limit(limit);
}

/** One action of the account, or null (another account's id reads as absent). */
export async function loadAccountAction(db: Db, accountId: number, id: number): Promise<AccountAction | null> {
  const [row] = await db
    .select(columns)
    .from(accountActions)
    .where(and(eq(accountActions.id, id), eq(accountActions.accountId, accountId)))
    .limit(1);
  return row ?? null;
}
