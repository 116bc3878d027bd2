/**
 * Who writes or changes messages of an agreement: a guest (by guest token, as their
 * participant) or a position holding agreement:view on it (§6).
 */
import type { FastifyRequest } from 'fastify';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import type { ParticipantRow } from '../agreements/agreementContent.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { guestActor } from '../http/actor.js';
import { requirePosition } from '../http/requestAuth.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** The author of a message: exactly one of the two ids is set. */
export interface MessageAuthor {
  participantId: number | null;
  positionId: number | null;
}

/** The caller of a message call: the author ids, and the guest's participant or the position. */
export type MessageCaller =
  | { author: MessageAuthor; kind: 'guest'; participant: ParticipantRow }
  | { author: MessageAuthor; kind: 'position'; position: SessionPosition };

/** Resolves the caller of a message call. Errors: 401, 403 (99). */
export async function messageCaller(tx: Db, request: FastifyRequest, loaded: LoadedAgreement): Promise<MessageCaller> {
  if (request.auth.guestTokenGiven) {
    const { participant } = actingParticipant(guestActor(request), loaded);
    return { author: { participantId: participant.id, positionId: null }, kind: 'guest', participant };
  }
  const position = requirePosition(request);
  await requirePermission(tx, position, agreementTarget(loaded), Permission.View);
  return { author: { participantId: null, positionId: position.positionId }, kind: 'position', position };
}
