/** POST /agreements/{id}/restore (§7, §4 "restore from trash"): needs agreement:delete. */
import { eq } from 'drizzle-orm';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementContent, documentHash } from './agreementContent.js';
import { recordEvent } from './recordEvent.js';

/** Takes a trashed agreement back out. Errors: 404 (not in the trash), 403 (99). */
export async function restoreAgreement(db: Db, { position, origin }: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, id, { trash: 'trashed', lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Delete);
    await tx.update(agreements).set({ deletedAt: null }).where(eq(agreements.id, id));
    await recordEvent(tx, { agreementId: id, type: 'restored', actor: { ...origin, positionId: position.positionId }, documentHash: documentHash(agreementContent(loaded.agreement, [], [])) });
  });
}
