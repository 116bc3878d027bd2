/**
 * POST /agreements/{id}/approve (§4 approve): draft approval by an internal approver
 * (DRAFT_APPROVER) while the agreement is a draft, in block order; or pending-state approval by
 * an external approver (PENDING_STATE_APPROVER) in their signing-order turn, after which the
 * next block is invited.
 */
import { AgreementState, ApiErrorCode, type approveSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { ApiHttpError, stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { saveLoadedVersion } from '../agreements/saveLoadedVersion.js';
import { isExternalApprover, isInternalApprover, rolesOf } from '../participants/participantKind.js';
import { actingParticipant } from './actingParticipant.js';
import { isParticipantsTurn } from './currentBlock.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from './FlowContext.js';
import { inviteDueParticipants } from './inviteDueParticipants.js';

const notYourTurn = () => stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'It is not your turn yet');
const blockOf = (p: { roles: unknown; blockIndex: number }) => rolesOf(p)[0]?.block_index ?? p.blockIndex;

/**
 * Approves for `actor`'s approver participant (`input` parsed by core approveSchema); returns
 * `{ agreement }`. Errors: 400, 403 (99: not an
 * approver of this agreement), 404, 409/4003 (state or turn does not allow it), 409/4005
 * (already approved).
 */
export async function approveAgreement(
  db: Db,
  actor: Actor,
  agreementId: number,
  input: z.output<typeof approveSchema>,
  context: FlowContext,
): Promise<{ agreement: AgreementAnswer }> {
  const deliveries = noDeliveries();
  const result = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const draft = loaded.agreement.state === AgreementState.Draft;
    const { participant, positionId } = actingParticipant(actor, loaded, input.participant_id, (p) =>
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
    const [approved] = await tx.update(participants).set({ approvedAt: new Date() }).where(eq(participants.id, participant.id)).returning();
    const people = loaded.participants.map((p) => (p.id === participant.id ? approved! : p));
    const saved = await saveLoadedVersion(tx, { ...loaded, participants: people }, {}, participant.fullname);
    await recordEvent(tx, {
      agreementId,
      type: 'approved',
      actor: { ...actor.origin, participantId: participant.id, positionId },
      documentHash: saved.documentHash,
      payload: { stage: draft ? 'draft' : 'pending', checksum: saved.loaded.agreement.checksum },
    });
    const invited = draft ? [] : await inviteDueParticipants(tx, saved.loaded, context.origin, deliveries);
    // Invitations stamp invited_at: only then does the answer need a fresh read.
    return { agreement: await agreementAnswer(tx, actor, invited.length > 0 ? await loadAgreement(tx, agreementId) : saved.loaded) };
  });
  await deliverAfterCommit(context, deliveries);
  return result;
}
