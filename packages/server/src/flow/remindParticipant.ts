/**
 * POST /agreements/{id}/participants/{pid}/remind: sends a participant who has not
 * acted yet their invitation again. Guest tokens are stored hashed, so the reminder carries a
 * fresh guest link (earlier links keep working), by email or by SMS as the invitation did.
 */
import { AgreementState, ApiErrorCode } from '@inkflow/core';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { badRequest, notFound, stateConflict } from '../http/ApiHttpError.js';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from './FlowContext.js';
import { sendInvitation } from './inviteDueParticipants.js';
import { limitReminders } from './limitReminders.js';
import type { RateLimiter } from '../rateLimits/RateLimiter.js';

/**
 * Re-sends the invitation and records a `reminded` event; returns `{ sent: true, channel }`.
 * Errors: 403 (99), 404, 409/4999 (the agreement is not pending or overdue), 400 (the participant
 * is not invited yet, or has signed, approved or declined), 429 TOO_MANY_REQUESTS (limitReminders).
 */
export async function remindParticipant(
  db: Db,
  actor: PositionActor,
  agreementId: number,
  participantId: number,
  context: FlowContext & { rateLimiter: RateLimiter },
): Promise<{ sent: true; channel: 'email' | 'sms' }> {
  const { position } = actor;
  await limitReminders(db, position, agreementId, participantId, context.rateLimiter);
  const deliveries = noDeliveries();
  const channel = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const person = loaded.participants.find((p) => p.id === participantId && p.enabled);
    if (!person) throw notFound('Participant not found');
    const state = loaded.agreement.state;
    if (state !== AgreementState.Pending && state !== AgreementState.Overdue) throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a pending contract can be reminded');
    if (person.signedAt || person.approvedAt || person.declinedAt) throw badRequest('Participant has already acted');
    if (!person.invitedAt) throw badRequest('Participant is not invited yet');
    const sentBy = await sendInvitation(tx, loaded, person, context.origin, deliveries);
    await recordEvent(tx, {
      agreementId,
      type: 'reminded',
      actor: { ...actor.origin, positionId: position.positionId },
      documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
      payload: { participant_id: participantId, channel: sentBy },
    });
    return sentBy;
  });
  await deliverAfterCommit(context, deliveries);
  return { sent: true, channel };
}
