/**
 * POST /agreements/{id}/replace (§7: collection_id, source_id): starts a draft over from another
 * template. A new agreement is created from `source_id` in `collection_id` (same name, same
 * folder when the workspace is unchanged) and the old draft goes to the trash, in one
 * transaction, so there is never zero or two. Only drafts: a sent contract is what was signed.
 * Only from a template (state 6): copying another contract would carry its filled data and
 * signers' choices into the new draft (a signed contract was accepted before).
 */
import { AgreementState, ApiErrorCode, type replaceAgreementSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest, stateConflict } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementContent, documentHash } from './agreementContent.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { createAgreementFromTemplate } from './createAgreementFromTemplate.js';
import { loadAgreement } from './loadAgreement.js';
import { recordEvent } from './recordEvent.js';

/**
 * Replaces the draft; returns the new agreement (agreementAnswer). Needs agreement:delete on the old one,
 * agreement:view on the source and use+create in the workspace. Errors: 400 (the source is not a
 * template), 403 (99), 404, 409/4999 (not a draft). Nothing changes on any error.
 */
export async function replaceAgreement(db: Db, actor: PositionActor, id: number, input: z.output<typeof replaceAgreementSchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  const who = { ...actor.origin, positionId: position.positionId };
  return db.transaction(async (tx) => {
    const old = await loadAgreementTarget(tx, id, { lock: true });
    await requirePermission(tx, position, agreementTarget(old), Permission.Delete);
    if (old.agreement.state !== AgreementState.Draft) throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a draft contract can be replaced');
    const collection = await loadCollection(tx, input.collection_id);
    await requirePermission(tx, position, collection.target, { all: [Permission.WorkspaceUse, Permission.Create] });
    const source = await loadAgreementTarget(tx, input.source_id);
    await requirePermission(tx, position, agreementTarget(source), Permission.View);
    if (source.agreement.state !== AgreementState.Template) throw badRequest('Only a template can replace a contract; choose a template');
    const folderId = collection.id === old.agreement.collectionId ? old.agreement.folderId : null;
    const newId = await createAgreementFromTemplate(tx, source.agreement, { collectionId: collection.id, folderId, name: old.agreement.name, createdBy: position.fullname }, who);
    await tx.update(agreements).set({ deletedAt: new Date() }).where(eq(agreements.id, id));
    await recordEvent(tx, { agreementId: id, type: 'replaced', actor: who, documentHash: documentHash(agreementContent(old.agreement, [], [])), payload: { replaced_by: newId } });
    return agreementAnswer(tx, actor, await loadAgreement(tx, newId));
  });
}
