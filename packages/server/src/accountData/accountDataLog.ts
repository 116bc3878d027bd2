/**
 * The account audit log of data management (§7 data management, docs/account-data.md): who did
 * what to the account's data, and when. Rows are written in the transaction of the change they
 * record, so the log never claims a deletion that was rolled back.
 */
import type { DataLogEntryWire } from '@inkflow/core';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accountDataLog, type AccountDataLogAction } from '../db/schema-account-data.js';

/** Who an entry names: a position (its name at that moment) or, with both null, the system. */
export interface LogActor {
  positionId: number | null;
  name: string | null;
}

/** The system (a rule run by the daily job). */
export const systemActor: LogActor = { positionId: null, name: null };

/** One entry to record. `subject` is cut to 255 characters. */
export interface LogEntry {
  accountId: number;
  action: AccountDataLogAction;
  actor: LogActor;
  agreementId?: number | null;
  subject?: string | null;
  details?: Record<string, unknown>;
  now?: Date;
}

/** Records `entries` inside the caller's transaction. */
export async function logAccountData(tx: Db, ...entries: LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(accountDataLog).values(
    entries.map((e) => ({
      accountId: e.accountId,
      action: e.action,
      positionId: e.actor.positionId,
      actorName: e.actor.name?.slice(0, 100) ?? null,
      agreementId: e.agreementId ?? null,
      subject: e.subject?.slice(0, 255) ?? null,
      details: e.details ?? {},
      ...(e.now ? { created: e.now } : {}),
    })),
  );
}

/** A page of the account's log, newest first, with the total count (§7 list answer). */
export async function listAccountDataLog(db: Db, accountId: number, page: { limit: number; offset: number }): Promise<{ collection: DataLogEntryWire[]; count: number }> {
  const rows = await db
    .select()
    .from(accountDataLog)
    .where(eq(accountDataLog.accountId, accountId))
    .orderBy(desc(accountDataLog.created), desc(accountDataLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(accountDataLog).where(eq(accountDataLog.accountId, accountId));
  return {
    collection: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actorName,
      agreement_id: r.agreementId,
      subject: r.subject,
      details: r.details,
      created: r.created.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}
