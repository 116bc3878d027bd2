/**
 * Parties (§3 Party) of the foundation: a participant with a company name belongs to that
 * company's party (shared by colleagues of the same agreement); without one, the participant is
 * an individual party of their own (issue #2).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { participants, parties } from '../db/schema.js';

/** The party id for a participant; creates the party when needed. */
export async function assignParty(tx: Db, agreementId: number, person: { fullname: string; companyName: string | null }): Promise<number> {
  if (person.companyName) {
    const [existing] = await tx
      .select({ id: parties.id })
      .from(parties)
      .where(and(eq(parties.agreementId, agreementId), eq(parties.name, person.companyName), eq(parties.individual, false)))
      .limit(1);
    if (existing) return existing.id;
  }
  const [created] = await tx
    .insert(parties)
    .values({ agreementId, name: person.companyName ?? person.fullname, individual: !person.companyName })
    .returning({ id: parties.id });
  return created!.id;
}

/** Deletes the agreement's parties no participant refers to any more. */
export async function deleteOrphanParties(tx: Db, agreementId: number): Promise<void> {
  const used = await tx.select({ id: participants.partyId }).from(participants).where(eq(participants.agreementId, agreementId));
  const usedIds = used.map((u) => u.id).filter((id): id is number => id !== null);
  const orphan = usedIds.length ? notInArray(parties.id, usedIds) : undefined;
  const ids = await tx.select({ id: parties.id }).from(parties).where(and(eq(parties.agreementId, agreementId), orphan));
  if (ids.length) await tx.delete(parties).where(inArray(parties.id, ids.map((p) => p.id)));
}
