/**
 * Parties (§3 Party): a participant with a company name belongs to that company's party (shared
 * by colleagues of the same agreement, carrying orgnr and country); without one, the participant
 * is an individual party of their own.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { participants, parties } from '../db/schema.js';

/** Who the party is for. `orgnr`/`country` update a company party when given. */
export interface PartyPerson {
  fullname: string;
  companyName: string | null;
  orgnr?: string | null;
  country?: string | null;
}

/** The party id for a participant; creates the party (or fills in its orgnr/country) when needed. */
export async function assignParty(tx: Db, agreementId: number, person: PartyPerson): Promise<number> {
  const country = person.country ? person.country.toUpperCase() : person.country;
  if (person.companyName) {
    const [existing] = await tx
      .select({ id: parties.id })
      .from(parties)
      .where(and(eq(parties.agreementId, agreementId), eq(parties.name, person.companyName), eq(parties.individual, false), eq(parties.enabled, true)))
      .limit(1);
    if (existing) {
      const patch: { orgnr?: string | null; country?: string | null } = {};
      if (person.orgnr !== undefined) patch.orgnr = person.orgnr;
      if (country !== undefined) patch.country = country;
      if (Object.keys(patch).length) await tx.update(parties).set(patch).where(eq(parties.id, existing.id));
      return existing.id;
    }
  }
  const [created] = await tx
    .insert(parties)
    .values({
      agreementId,
      name: person.companyName ?? person.fullname,
      individual: !person.companyName,
      orgnr: person.companyName ? (person.orgnr ?? null) : null,
      country: country ?? null,
    })
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
