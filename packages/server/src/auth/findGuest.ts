/**
 * Guest tokens (DESIGN.md "Guests"): a random 256-bit value scoped to one participant of one
 * agreement, stored as its sha256 hex in guest_tokens. A participant may hold several (the
 * invitation and each reminder); each works until revoked or the participant is disabled.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { mfaPending } from '../participants/participantExtraWire.js';
import { guestTokens } from '../db/schema-guest-tokens.js';
import { sha256Hex } from './tokens.js';

/** A guest as a token resolves it. `mfaPending`: the participant's security code is not validated yet (§7 mfa_code_validate). */
export interface Guest {
  participantId: number;
  agreementId: number;
  mfaPending: boolean;
}

/** The participant a guest token belongs to, or undefined (unknown or revoked token, or disabled participant). */
export async function findGuest(db: Db, token: string): Promise<Guest | undefined> {
  const [row] = await db
    .select({
      participantId: participants.id,
      agreementId: participants.agreementId,
      enabled: participants.enabled,
      mfaChannel: participants.mfaChannel,
      mfaValidatedAt: participants.mfaValidatedAt,
    })
    .from(guestTokens)
    .innerJoin(participants, eq(participants.id, guestTokens.participantId))
    .where(and(eq(guestTokens.tokenHash, sha256Hex(token)), isNull(guestTokens.revokedAt)))
    .limit(1);
  if (!row || !row.enabled) return undefined;
  return { participantId: row.participantId, agreementId: row.agreementId, mfaPending: mfaPending(row) };
}
