/**
 * POST /agreements/{id}/cancel (§7, §4): the owner cancels a pending or overdue agreement
 * (state 5). With `manual` 1 it terminates: that also ends a concluded (signed) agreement.
 * The owner's reason, when given, is kept in the cancelled/terminated event for the audit trail.
 */
import { AgreementState, ApiErrorCode, type cancelRequestSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import type { WebhookEvents } from '../webhooks/webhookJobs.js';

const cancellable: number[] = [AgreementState.Pending, AgreementState.Overdue];

/**
 * Cancels or terminates as `actor` (`manual` and `reason` parsed by core cancelRequestSchema);
 * returns the agreement. The event payload is `{ manual, reason }` (reason null when none); both
 * queue the `agreement.cancelled` webhook event (`terminated` true for manual).
 * Errors: 400, 403 (99), 404, 409/4999 (state does not allow it).
 */
export async function cancelAgreement(
  db: Db,
  actor: PositionActor,
  agreementId: number,
  { manual, reason }: z.output<typeof cancelRequestSchema>,
  webhooks: WebhookEvents,
): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const from = loaded.agreement.state;
    const allowed = manual ? [...cancellable, AgreementState.Signed] : cancellable;
    if (!allowed.includes(from)) throw stateConflict(ApiErrorCode.DocumentLocked, 'This contract cannot be cancelled in its current state');
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, { state: AgreementState.Cancelled }, position.fullname);
    const who = { ...actor.origin, positionId: position.positionId };
    const event = await recordEvent(tx, { agreementId, type: manual ? 'terminated' : 'cancelled', actor: who, documentHash: saved.documentHash, payload: { manual, reason } });
    await recordEvent(tx, {
      agreementId,
      type: 'state_changed',
      actor: who,
      documentHash: saved.documentHash,
      payload: { from, to: AgreementState.Cancelled },
      parentId: event,
    });
    await webhooks.queue(tx, { type: 'agreement.cancelled', accountId: loaded.accountId, agreement: saved.loaded.agreement, terminated: Boolean(manual), reason: reason ?? null }, loaded.webhookEvents);
    return agreementAnswer(tx, actor, saved.loaded);
  });
}
