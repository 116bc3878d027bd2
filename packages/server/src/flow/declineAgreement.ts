/**
 * POST /agreements/{id}/decline (§4 decline, issue #5) with an optional reason.
 * - Draft: an internal approver declines to approve; the draft stays a draft, and cannot be sent
 *   until the owner changes the approvers.
 * - Pending or overdue: a signatory or external approver declines; the agreement moves to
 *   state 3 and the flow ends. Not allowed when config counterpart_decline is off (403, 99).
 */
import { AgreementState, ApiErrorCode, ParticipantRole, declineSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { ApiHttpError, accessDenied, parseOrThrow, stateConflict } from '../http/ApiHttpError.js';
import { agreementToWire, type ServerAgreementWire } from '../agreements/agreementToWire.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { isExternalApprover, isInternalApprover } from '../participants/participantKind.js';
import { actingParticipant } from './actingParticipant.js';
import { flowConfig } from './agreementConfig.js';

/**
 * Declines for the acting participant; returns `{ agreement }`. Errors: 400, 401, 403 (99),
 * 404, 409/4003 (state does not allow it), 409/4005 (already signed).
 */
export async function declineAgreement(db: Db, request: FastifyRequest, agreementId: number, body: unknown, actor: EventActor): Promise<{ agreement: ServerAgreementWire }> {
  const input = parseOrThrow(declineSchema, body);
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const { state } = loaded.agreement;
    const draft = state === AgreementState.Draft;
    const canDecline = (p: { type: number; roles: unknown }) =>
      draft ? isInternalApprover(p) : p.type === ParticipantRole.Signatory || isExternalApprover(p);
    const { participant, viewer, positionId } = actingParticipant(request, loaded, input.participant_id, canDecline);
    if (!canDecline(participant)) throw accessDenied('This participant cannot decline the contract');
    if (participant.declinedAt) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'You have already declined this contract');
    if (participant.signedAt) throw new ApiHttpError(409, ApiErrorCode.AlreadySigned, 'You have already signed this contract');
    if (!draft) {
      if (state !== AgreementState.Pending && state !== AgreementState.Overdue) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow declining, reload');
      if (!flowConfig(loaded.agreement).counterpartDecline) throw accessDenied('Declining is not allowed for this contract');
    }
    await tx
      .update(participants)
      .set({ declinedAt: new Date(), declineReason: input.reason || null })
      .where(eq(participants.id, participant.id));
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, draft ? {} : { state: AgreementState.Declined });
    const who = { ...actor, participantId: participant.id, positionId };
    const declined = await recordEvent(tx, {
      agreementId,
      type: draft ? 'approval_declined' : 'declined',
      actor: who,
      documentHash: saved.documentHash,
      payload: { reason: input.reason },
    });
    if (!draft) {
      await recordEvent(tx, {
        agreementId,
        type: 'state_changed',
        actor: who,
        documentHash: saved.documentHash,
        payload: { from: state, to: AgreementState.Declined },
        parentId: declined,
      });
    }
    return { agreement: agreementToWire(saved.loaded, viewer) };
  });
}
