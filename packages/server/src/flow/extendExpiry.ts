/**
 * PUT /agreements/{id}/expire_date: the sender moves the expiry of a sent contract (§3
 * expireDate, §5 "not in the past"). PUT /agreements/{id} edits drafts only, so a sent
 * contract's expiry has its own call. An overdue contract (state 2) given a future expiry is
 * pending again: it can be signed until the new date.
 */
import { AgreementState, ApiErrorCode, type extendExpirySchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/**
 * Sets the expire date (`input.expire_date`, an ISO string already checked to be in the future
 * by core expireDateSchema) and records an `expiry_changed` event (payload `{ from, to }`, ISO
 * strings or null). Returns the agreement. Errors: 400 (date), 403 (99), 404, 409/4999 (not
 * pending or overdue). Nothing changes on any error.
 */
export async function extendExpiry(db: Db, actor: PositionActor, agreementId: number, input: z.output<typeof extendExpirySchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const granted = await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const from = loaded.agreement.state;
    if (from !== AgreementState.Pending && from !== AgreementState.Overdue) throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a pending contract can get a new expiry date');
    const previous = loaded.agreement.expireDate;
    await tx.update(agreements).set({ expireDate: new Date(input.expire_date) }).where(eq(agreements.id, agreementId));
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, from === AgreementState.Overdue ? { state: AgreementState.Pending } : {}, position.fullname);
    const who = { ...actor.origin, positionId: position.positionId };
    const event = await recordEvent(tx, {
      agreementId,
      type: 'expiry_changed',
      actor: who,
      documentHash: saved.documentHash,
      payload: { from: previous ? previous.toISOString() : null, to: input.expire_date },
    });
    if (from === AgreementState.Overdue) {
      await recordEvent(tx, { agreementId, type: 'state_changed', actor: who, documentHash: saved.documentHash, payload: { from, to: AgreementState.Pending }, parentId: event });
    }
    return agreementAnswer(tx, actor, saved.loaded, granted);
  });
}
