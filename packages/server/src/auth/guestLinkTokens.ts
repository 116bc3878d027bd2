/**
 * Issuing and revoking guest links (DESIGN.md "Guests"). Tokens are random 256-bit values; only
 * their sha256 hex is stored (guest_tokens), so the token itself exists only in the message.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { guestTokens } from '../db/schema-guest-tokens.js';
import { randomToken, sha256Hex } from './tokens.js';

/** Adds a fresh guest token for participant `participantId` inside `tx`; returns the token (base64url, 43 characters). Earlier tokens keep working. */
export async function issueGuestToken(tx: Db, participantId: number): Promise<string> {
  const token = randomToken();
  await tx.insert(guestTokens).values({ participantId, tokenHash: sha256Hex(token) });
  return token;
}

/** Revokes every live guest token of the given participants inside `tx`; returns how many were revoked. */
export async function revokeGuestTokens(tx: Db, participantIds: readonly number[]): Promise<number> {
  if (participantIds.length === 0) return 0;
  const revoked = await tx
    .update(guestTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(guestTokens.participantId, [...participantIds]), isNull(guestTokens.revokedAt)))
    .returning({ id: guestTokens.id });
  return revoked.length;
}
