/**
 * POST /agreements/{id}/permanently_delete (§7): only from the trash (a live agreement must be
 * deleted first, so one call can never destroy a contract in use); needs
 * agreement:permanently_delete.
 */
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { purgeAgreement } from './purgeAgreement.js';

/** Purges the trashed agreement. Errors: 404 (not in the trash), 403 (99). */
export async function permanentlyDeleteAgreement(db: Db, { position, origin }: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, id, { trash: 'trashed', lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.PermanentlyDelete);
    await purgeAgreement(tx, loaded.agreement, { ...origin, positionId: position.positionId });
  });
}
