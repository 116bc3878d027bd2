/**
 * Reading an agreement with its participants and parties, optionally taking the per-agreement
 * row lock (SELECT … FOR UPDATE) that serialises every write to one agreement.
 */
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

const maxId = 2_147_483_647;

/** Parses an :id path parameter, or throws 404 with `message` (§8: "Invalid agreement Id"). */
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
