/**
 * Guest tokens (DESIGN.md "Guests"): a random 256-bit value scoped to one participant of one
 * agreement, stored as its sha256 hex on the participant row.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { sha256Hex } from './tokens.js';

/** A guest as a token resolves it. */
export interface Guest {
  participantId: number;
  agreementId: number;
}

/** The participant a guest token belongs to, or undefined (unknown token or disabled participant). */
export async function findGuest(db: Db, token: string): Promise<Guest | undefined> {
  const [row] = await db
    .select({ participantId: participants.id, agreementId: participants.agreementId, enabled: participants.enabled })
    .from(participants)
    .where(eq(participants.guestTokenHash, sha256Hex(token)))
    .limit(1);
  return row && row.enabled ? { participantId: row.participantId, agreementId: row.agreementId } : undefined;
}
