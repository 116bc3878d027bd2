/** DELETE /agreements/{id}/links/{linkId} (issue #4): removes a link of `{id}`; needs agreement:update on `{id}`. */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementLinks } from '../db/schema-links.js';
import type { PositionActor } from '../http/actor.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Deletes the link. Errors: 403 (99), 404 (agreement, or a link that is not one of `{id}`'s). */
export async function unlinkAgreements(db: Db, { position }: PositionActor, agreementId: number, linkId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const self = await loadAgreementTarget(tx, agreementId);
    await requirePermission(tx, position, agreementTarget(self), Permission.Update);
    const removed = await tx
      .delete(agreementLinks)
      .where(and(eq(agreementLinks.id, linkId), or(eq(agreementLinks.lowId, agreementId), eq(agreementLinks.highId, agreementId))))
      .returning({ id: agreementLinks.id });
    if (removed.length === 0) throw notFound();
  });
}
