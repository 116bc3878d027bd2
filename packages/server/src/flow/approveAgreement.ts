/**
 * POST /agreements/{id}/approve (§4 approve, issue #5): draft approval by an internal approver
 * (DRAFT_APPROVER) while the agreement is a draft, in block order; or pending-state approval by
 * an external approver (PENDING_STATE_APPROVER) in their signing-order turn, after which the
 * next block is invited.
 */
import { AgreementState, ApiErrorCode, approveSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { ApiHttpError, parseOrThrow, stateConflict } from '../http/ApiHttpError.js';
import { agreementToWire, type ServerAgreementWire } from '../agreements/agreementToWire.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { isExternalApprover, isInternalApprover, rolesOf } from '../participants/participantKind.js';
import { actingParticipant } from './actingParticipant.js';
import { isParticipantsTurn } from './currentBlock.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from './FlowContext.js';
import { inviteDueParticipants } from './inviteDueParticipants.js';

const notYourTurn = () => stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'It is not your turn yet');
const blockOf = (p: { roles: unknown; blockIndex: number }) => rolesOf(p)[0]?.block_index ?? p.blockIndex;

/**
 * Approves for the acting approver; returns `{ agreement }`. Errors: 400, 401, 403 (99: not an
 * approver of this agreement), 404, 409/4003 (state or turn does not allow it), 409/4005
 * (already approved).
 */
export async function approveAgreement(
  db: Db,
  request: FastifyRequest,
  agreementId: number,
  body: unknown,
  context: FlowContext & { actor: EventActor },
): Promise<{ agreement: ServerAgreementWire }> {
  const input = parseOrThrow(approveSchema, body);
  const deliveries = noDeliveries();
  const result = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const draft = loaded.agreement.state === AgreementState.Draft;
    const { participant, viewer, positionId } = actingParticipant(request, loaded, input.participant_id, (p) =>
      draft ? isInternalApprover(p) : isExternalApprover(p),
    );
    if (draft ? !isInternalApprover(participant) : !isExternalApprover(participant)) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow approving');
    if (participant.approvedAt) throw new ApiHttpError(409, ApiErrorCode.AlreadySigned, 'You have already approved this contract');
    if (participant.declinedAt) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'You have declined this contract');
    if (draft) {
      // Internal approvers approve block by block: a later block waits for the earlier ones.
      const waiting = loaded.participants.filter((p) => p.enabled && isInternalApprover(p) && p.approvedAt === null).map(blockOf);
      if (blockOf(participant) > Math.min(...waiting)) throw notYourTurn();
    } else {
      if (loaded.agreement.state !== AgreementState.Pending && loaded.agreement.state !== AgreementState.Overdue) {
        throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow approving, reload');
      }
      if (!isParticipantsTurn(loaded, participant)) throw notYourTurn();
    }
    await tx.update(participants).set({ approvedAt: new Date() }).where(eq(participants.id, participant.id));
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {});
    await recordEvent(tx, {
      agreementId,
      type: 'approved',
      actor: { ...context.actor, participantId: participant.id, positionId },
      documentHash: saved.documentHash,
      payload: { stage: draft ? 'draft' : 'pending', checksum: saved.loaded.agreement.checksum },
    });
    if (!draft) await inviteDueParticipants(tx, saved.loaded, context.origin, deliveries);
    return { agreement: agreementToWire(await loadAgreement(tx, agreementId), viewer) };
  });
  await deliverAfterCommit(context, deliveries);
  return result;
}
