/**
 * DELETE /agreements/{id} (§7): moves the agreement to the trash (sets deleted_at); needs
 * agreement:delete (§6). POST /agreements/{id}/restore takes it back out.
 * The row and its audit trail stay; it disappears from lists and reads (404).
 */
import { eq } from 'drizzle-orm';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { agreementContent, documentHash } from './agreementContent.js';
import { loadAgreement } from './loadAgreement.js';
import { recordEvent } from './recordEvent.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Soft-deletes the agreement. Errors: 404, 403 (99). */
export async function deleteAgreement(db: Db, { position, origin }: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Delete);
    const hash = documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties));
    await recordEvent(tx, { agreementId: id, type: 'deleted', actor: { ...origin, positionId: position.positionId }, documentHash: hash });
    const now = new Date();
    await tx.update(agreements).set({ deletedAt: now, updated: now }).where(eq(agreements.id, id));
  });
}
