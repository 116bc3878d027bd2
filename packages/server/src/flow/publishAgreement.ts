/**
 * POST /agreements/{id}/publish (§7): sends a draft. State 0 -> 1, stores subject, message and
 * published_at, gives every enabled participant a fresh guest token (only its hash is stored;
 * the token itself exists only in the email) and emails each the guest link.
 */
import { AgreementState, ApiErrorCode, type publishSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { flowConfig } from './agreementConfig.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from './FlowContext.js';
import { inviteDueParticipants } from './inviteDueParticipants.js';
import { requireDraftApproved } from './requireDraftApproved.js';
import { validateParticipantList } from './validateParticipantList.js';
import type { PositionActor } from '../http/actor.js';
import { stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { checkFormAssignees } from '../agreements/checkFormAssignees.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';

/**
 * Publishes the agreement and delivers the invitations after commit; with a signing order only
 * the first block is invited. Without an explicit expire_date, sets it to now +
 * config.expireDateDays days, and queues the `agreement.published` webhook event. Errors:
 * 400 BAD_REQUEST (bad body), 400/4110 (participant list: no signatory, approver rules),
 * 400/4054 (signing order with one participant), 400 BAD_REQUEST (a form section assigned to
 * someone who is no longer a signatory), 403 (99), 404, 409/4999 (not a draft),
 * 409/4998 (internal approvers have not all approved).
 */
export async function publishAgreement(
  db: Db,
  actor: PositionActor,
  id: number,
  input: z.output<typeof publishSchema>,
  context: FlowContext,
): Promise<AgreementAnswer> {
  const { position } = actor;
  const deliveries = noDeliveries();
  const wire = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    if (loaded.agreement.state !== AgreementState.Draft) {
      throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a draft contract can be sent');
    }
    validateParticipantList(loaded);
    // A form section assigned to a participant since disabled or made a non-signatory has nobody to fill it.
    checkFormAssignees(Array.isArray(loaded.agreement.boxes) ? (loaded.agreement.boxes as { type: number }[]) : [], loaded.participants);
    requireDraftApproved(loaded);
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {
      state: AgreementState.Pending,
      subject: input.subject,
      message: input.message,
      publishedAt: new Date(),
    }, position.fullname);
    const { expireDateDays } = flowConfig(loaded.agreement);
    // An expire_date set explicitly (PUT /agreements/{id}) wins over config.expireDateDays.
    if (expireDateDays !== null && loaded.agreement.expireDate === null) {
      await tx.update(agreements).set({ expireDate: new Date(Date.now() + expireDateDays * 86_400_000) }).where(eq(agreements.id, id));
    }
    const recipients = await inviteDueParticipants(tx, saved.loaded, context.origin, deliveries);
    await recordEvent(tx, {
      agreementId: id,
      type: 'published',
      actor: { ...actor.origin, positionId: position.positionId },
      documentHash: saved.documentHash,
      payload: { from: AgreementState.Draft, to: AgreementState.Pending, recipients, checksum: saved.loaded.agreement.checksum },
    });
    const published = await loadAgreement(tx, id);
    await context.webhooks.queue(tx, { type: 'agreement.published', accountId: published.accountId, agreement: published.agreement }, published.webhookEvents);
    return agreementAnswer(tx, actor, published);
  });
  await deliverAfterCommit(context, deliveries);
  return wire;
}
