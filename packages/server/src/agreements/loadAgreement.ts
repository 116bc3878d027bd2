/**
 * Reading an agreement with its participants and parties, optionally taking the per-agreement
 * row lock (SELECT … FOR UPDATE) that serialises every write to one agreement.
 */
import { maxId } from '@inkflow/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections, participants, parties } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import type { AgreementRow, ParticipantRow, PartyRow } from './agreementContent.js';

/** An agreement with everything its wire shape and checksum need, plus the owning account. */
export interface LoadedAgreement {
  agreement: AgreementRow;
  accountId: number;
  participants: ParticipantRow[];
  parties: PartyRow[];
}

/**
 * Parses an :id path parameter: digits only, 1..2147483647 (core's maxId, the `integer` columns).
 * Anything else (letters, a sign, an exponent, a value beyond 2^31 − 1) throws 404 NOT_FOUND with
 * `message` — §8: a non-numeric agreement id fails with "Invalid agreement Id", status 404.
 */
export function parseId(raw: string | undefined, message: string): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id < 1 || id > maxId) throw notFound(message);
  return id;
}

/**
 * Loads a non-deleted agreement, or throws 404. With `lock`, the agreement row stays locked
 * until the surrounding transaction ends.
 */
export async function loadAgreement(tx: Db, id: number, options: { lock?: boolean } = {}): Promise<LoadedAgreement> {
  const query = tx
    .select({ agreement: agreements, accountId: collections.accountId })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(eq(agreements.id, id), isNull(agreements.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: agreements }) : await query;
  if (!row) throw notFound('Agreement not found');
  const [people, partyRows] = await Promise.all([
    tx.select().from(participants).where(eq(participants.agreementId, id)).orderBy(participants.id),
    tx.select().from(parties).where(eq(parties.agreementId, id)).orderBy(parties.id),
  ]);
  return { agreement: row.agreement, accountId: row.accountId, participants: people, parties: partyRows };
}
