/** DELETE /agreements/{id}/tags/{tagId} (§3 Tag connection): untags an agreement; needs agreement:tag:update. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { tagConnections } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Removes the connection. Errors: 403 (99), 404 (agreement or connection). */
export async function disconnectTag(db: Db, { position }: PositionActor, agreementId: number, tagId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, agreementId);
    await requirePermission(tx, position, agreementTarget(loaded), Permission.TagUpdate);
    const deleted = await tx
      .delete(tagConnections)
      .where(and(eq(tagConnections.agreementId, agreementId), eq(tagConnections.tagId, tagId)))
      .returning({ tagId: tagConnections.tagId });
    if (deleted.length === 0) throw notFound('Tag connection not found');
  });
}
