/**
 * Guest tokens (DESIGN.md "Guests"): a random 256-bit value scoped to one participant of one
 * agreement, stored as its sha256 hex in guest_tokens. A participant may hold several (the
 * invitation and each reminder); each works until revoked or the participant is disabled.
 */
import { ParticipantRole } from '@inkflow/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents, participants, positions } from '../db/schema.js';
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

/** Who to ask for a new link: the agreement's organizer, else whoever sent it (published it). */
export interface LinkSender {
  name: string;
  email: string;
}

/**
 * For a token that is known but no longer works (revoked: a newer invitation replaced it, or
 * its participant was removed), the sender of its agreement, so the guest page can say "This
 * link has expired. Ask {sender} to send you a new one." Undefined for a token never issued (an
 * unknown token says nothing about any agreement) and for a live one.
 */
export async function findExpiredGuestLink(db: Db, token: string): Promise<{ sender: LinkSender | undefined } | undefined> {
  const [row] = await db
    .select({ agreementId: participants.agreementId, revokedAt: guestTokens.revokedAt, enabled: participants.enabled })
    .from(guestTokens)
    .innerJoin(participants, eq(participants.id, guestTokens.participantId))
    .where(eq(guestTokens.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!row || (row.revokedAt === null && row.enabled)) return undefined;
  const [organizer] = await db
    .select({ name: participants.fullname, email: participants.email })
    .from(participants)
    .where(and(eq(participants.agreementId, row.agreementId), eq(participants.type, ParticipantRole.Organizer)))
    .orderBy(asc(participants.id))
    .limit(1);
  if (organizer) return { sender: organizer };
  const [publisher] = await db
    .select({ name: positions.fullname, email: positions.email })
    .from(agreementEvents)
    .innerJoin(positions, eq(positions.id, agreementEvents.positionId))
    .where(and(eq(agreementEvents.agreementId, row.agreementId), eq(agreementEvents.type, 'published')))
    .orderBy(desc(agreementEvents.id))
    .limit(1);
  return { sender: publisher };
}
