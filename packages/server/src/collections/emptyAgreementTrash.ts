/**
 * DELETE /collections/{id}/empty_agreement_trash (§7, §4 "empty trash"): permanently deletes
 * every trashed agreement of a workspace in one transaction; needs collection:trash:empty.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { purgeAgreement } from '../agreements/purgeAgreement.js';
import type { PositionActor } from '../http/actor.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { loadCollection } from './loadCollection.js';

/** Empties the trash; returns `{ count }` of purged agreements. Errors: 403 (99), 404. */
export async function emptyAgreementTrash(db: Db, { position, origin }: PositionActor, collectionId: number): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const collection = await loadCollection(tx, collectionId);
    await requirePermission(tx, position, collection.target, Permission.TrashEmpty);
    const trashed = await tx
      .select()
      .from(agreements)
      .where(and(eq(agreements.collectionId, collectionId), isNotNull(agreements.deletedAt), isNull(agreements.purgedAt)))
      .orderBy(asc(agreements.id))
      .for('update');
    for (const agreement of trashed) await purgeAgreement(tx, agreement, { ...origin, positionId: position.positionId });
    return { count: trashed.length };
  });
}
