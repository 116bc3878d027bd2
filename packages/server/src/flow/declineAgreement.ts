/**
 * POST /agreements/{id}/decline (§4 decline) with an optional reason.
 * - Draft: an internal approver declines to approve; the draft stays a draft, and cannot be sent
 *   until the owner changes the approvers.
 * - Pending or overdue: a signatory or external approver declines; the agreement moves to
 *   state 3 and the flow ends. Not allowed when config counterpart_decline is off (403, 99).
 */
import { AgreementState, ApiErrorCode, ParticipantRole, type declineSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { ApiHttpError, accessDenied, stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { saveLoadedVersion } from '../agreements/saveLoadedVersion.js';
import { isExternalApprover, isInternalApprover } from '../participants/participantKind.js';
import { actingParticipant } from './actingParticipant.js';
import { flowConfig } from './agreementConfig.js';
import type { WebhookEvents } from '../webhooks/webhookJobs.js';

/**
 * Declines for `actor`'s participant (`input` parsed by core declineSchema); returns
 * `{ agreement }`. A sent agreement's decline queues the `agreement.declined` webhook event. Errors: 400, 403 (99),
 * 404, 409/4003 (state does not allow it), 409/4005 (already signed).
 */
export async function declineAgreement(
  db: Db,
  actor: Actor,
  agreementId: number,
  input: z.output<typeof declineSchema>,
  webhooks: WebhookEvents,
): Promise<{ agreement: AgreementAnswer }> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const { state } = loaded.agreement;
    const draft = state === AgreementState.Draft;
    const canDecline = (p: { type: number; roles: unknown }) =>
      draft ? isInternalApprover(p) : p.type === ParticipantRole.Signatory || isExternalApprover(p);
    const { participant, positionId } = actingParticipant(actor, loaded, input.participant_id, canDecline);
    if (!canDecline(participant)) throw accessDenied('This participant cannot decline the contract');
    if (participant.declinedAt) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'You have already declined this contract');
    if (participant.signedAt) throw new ApiHttpError(409, ApiErrorCode.AlreadySigned, 'You have already signed this contract');
    if (!draft) {
      if (state !== AgreementState.Pending && state !== AgreementState.Overdue) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow declining, reload');
      if (!flowConfig(loaded.agreement).counterpartDecline) throw accessDenied('Declining is not allowed for this contract');
    }
    const [declined] = await tx
      .update(participants)
      .set({ declinedAt: new Date(), declineReason: input.reason || null })
      .where(eq(participants.id, participant.id))
      .returning();
    const people = loaded.participants.map((p) => (p.id === participant.id ? declined! : p));
    const saved = await saveLoadedVersion(tx, { ...loaded, participants: people }, draft ? {} : { state: AgreementState.Declined }, participant.fullname);
    const who = { ...actor.origin, participantId: participant.id, positionId };
    const event = await recordEvent(tx, {
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
        parentId: event,
      });
      await webhooks.queue(tx, { type: 'agreement.declined', accountId: loaded.accountId, agreement: saved.loaded.agreement, participant: declined!, reason: input.reason || null }, loaded.webhookEvents);
    }
    return { agreement: await agreementAnswer(tx, actor, saved.loaded) };
  });
}
