/**
 * POST /agreements/{id}/participants/{pid}/correct: after sending, the sender fixes a
 * participant's email or phone (a typo, the wrong inbox). The links already sent went to the
 * wrong address, so they are revoked; a participant already invited gets a fresh invitation at
 * the new address. A participant who has signed, approved or declined is not corrected: their
 * act is bound to the address it was made from.
 */
import { AgreementState, ApiErrorCode, participantRuleIssue, type correctRecipientSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { revokeGuestTokens } from '../auth/guestLinkTokens.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest, notFound, stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from '../flow/FlowContext.js';
import { sendInvitation } from '../flow/inviteDueParticipants.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { requireUniqueContact } from './requireUniqueEmail.js';

/**
 * Corrects the participant's contact (`input` parsed by core correctRecipientSchema), revokes
 * their guest links, re-invites them when they were invited (by email, or SMS for delivery by
 * SMS) and records `recipient_corrected` (payload `{ participant_id, fields, revoked, invited }`;
 * the addresses themselves are not copied into the audit trail). Returns the agreement.
 * Errors (§8): 400 BAD_REQUEST (participant already acted; a rule of §5 broken, e.g. SMS
 * delivery without a phone), 403/99, 404, 409/4101 (address used by another participant),
 * 409/4999 (not pending or overdue). Nothing changes on any error.
 */
export async function correctRecipient(
  db: Db,
  actor: PositionActor,
  agreementId: number,
  participantId: number,
  input: z.output<typeof correctRecipientSchema>,
  context: FlowContext,
): Promise<AgreementAnswer> {
  const { position } = actor;
  const deliveries = noDeliveries();
  const answer = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const granted = await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const person = loaded.participants.find((p) => p.id === participantId && p.enabled);
    if (!person) throw notFound('Participant not found');
    const state = loaded.agreement.state;
    if (state !== AgreementState.Pending && state !== AgreementState.Overdue) throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a recipient of a pending contract can be corrected');
    if (person.signedAt || person.approvedAt || person.declinedAt) throw badRequest('This participant has already signed or answered; their email or phone can no longer be changed');

    const email = input.email ?? person.email;
    const phoneNumber = input.phone_number !== undefined ? input.phone_number : person.phoneNumber;
    const issue = participantRuleIssue({ ...person, phoneNumber });
    if (issue) throw badRequest(issue);
    requireUniqueContact(loaded.participants, { email, phoneNumber }, participantId);
    const fields = [...(email !== person.email ? ['email'] : []), ...(phoneNumber !== person.phoneNumber ? ['phone_number'] : [])];
    if (fields.length === 0) throw badRequest('The email and phone are unchanged');

    await tx.update(participants).set({ email, phoneNumber }).where(eq(participants.id, participantId));
    const revoked = await revokeGuestTokens(tx, [participantId]);
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    const invited = person.invitedAt !== null;
    if (invited) await sendInvitation(tx, saved.loaded, { ...person, email, phoneNumber }, context.origin, deliveries);
    await recordEvent(tx, {
      agreementId,
      type: 'recipient_corrected',
      actor: { ...actor.origin, positionId: position.positionId },
      documentHash: saved.documentHash,
      payload: { participant_id: participantId, fields, revoked, invited },
    });
    return agreementAnswer(tx, actor, saved.loaded, granted);
  });
  await deliverAfterCommit(context, deliveries);
  return answer;
}
