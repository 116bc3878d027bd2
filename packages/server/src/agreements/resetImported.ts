/**
 * POST /agreements/{id}/imported_reset (§4 "reset of mark-as-signed"): an imported contract
 * (created with `import`, stored as signed) goes back to a draft. Needs agreement:update. Its
 * stored imported document (sealed_documents with `imported`) is dropped in the same transaction,
 * so once the draft is signed here it is sealed for real; the file under the same storage key is
 * overwritten by that seal.
 */
import { AgreementState, ApiErrorCode } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { sealedDocuments } from '../db/schema-sealing.js';
import type { PositionActor } from '../http/actor.js';
import { stateConflict } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { loadAgreement } from './loadAgreement.js';
import { recordEvent } from './recordEvent.js';
import { saveAgreementVersion } from './saveAgreementVersion.js';

/** Resets the import; answers the draft (agreementAnswer). Errors: 404, 403 (99), 409/4999 when the agreement is not an import marked as signed. */
export async function resetImported(db: Db, actor: PositionActor, id: number): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    const granted = await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    if (loaded.agreement.importedAt === null || loaded.agreement.state !== AgreementState.Signed) {
      throw stateConflict(ApiErrorCode.DocumentLocked, 'Only an imported contract marked as signed can be reset');
    }
    await tx.update(agreements).set({ importedAt: null }).where(eq(agreements.id, id));
    await tx.delete(sealedDocuments).where(eq(sealedDocuments.agreementId, id));
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, { state: AgreementState.Draft }, position.fullname);
    await recordEvent(tx, { agreementId: id, type: 'imported_reset', actor: { ...actor.origin, positionId: position.positionId }, documentHash: saved.documentHash });
    return agreementAnswer(tx, actor, saved.loaded, granted);
  });
}
