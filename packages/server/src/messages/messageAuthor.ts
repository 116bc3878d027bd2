/**
 * Who writes or changes messages of an agreement: a guest (by guest token, as their
 * participant) or a position holding agreement:view on it (§6).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { requirePosition } from '../http/requestAuth.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** The author of a message: exactly one of the two ids is set. */
export interface MessageAuthor {
  participantId: number | null;
  positionId: number | null;
}

/** Resolves the caller as a message author. Errors: 401, 403 (99). */
export async function messageAuthor(tx: Db, request: FastifyRequest, loaded: LoadedAgreement): Promise<MessageAuthor> {
  if (request.auth.guestTokenGiven) {
    const { participant } = actingParticipant(request, loaded);
    return { participantId: participant!.id, positionId: null };
  }
  const position = requirePosition(request);
  await requirePermission(tx, position, agreementTarget(loaded), Permission.View);
  return { participantId: null, positionId: position.positionId };
}
