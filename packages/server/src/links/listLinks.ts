/**
 * GET /agreements/{id}/links/ (§7, §9 links page 100): the agreements linked to `{id}`, from
 * either side, newest link first. Needs agreement:view on `{id}`; a linked agreement the caller
 * may not view, or one in the trash, is left out (and not counted), so the list reveals nothing.
 */
import type { linkListQuerySchema } from '@inkflow/core';
import type { z } from 'zod';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementLinks } from '../db/schema-links.js';
import { agreements, collections } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { permissionsOf } from '../permissions/permissionsOf.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { linkToWire, type LinkWire } from './LinkWire.js';

/** The opposite side of a link row seen from `agreementId`, as a column expression. */
const otherSide = (agreementId: number) =>
  sql<number>`CASE WHEN ${agreementLinks.lowId} = ${agreementId} THEN ${agreementLinks.highId} ELSE ${agreementLinks.lowId} END`;

/** The live agreements linked to `agreementId` with their link ids, newest link first. */
export async function linkedAgreements(db: Db, agreementId: number): Promise<{ linkId: number; agreement: { id: number; name: string; state: number; collectionId: number }; accountId: number }[]> {
  return db
    .select({
      linkId: agreementLinks.id,
      agreement: { id: agreements.id, name: agreements.name, state: agreements.state, collectionId: agreements.collectionId },
      accountId: collections.accountId,
    })
    .from(agreementLinks)
    .innerJoin(agreements, eq(agreements.id, otherSide(agreementId)))
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(or(eq(agreementLinks.lowId, agreementId), eq(agreementLinks.highId, agreementId)), isNull(agreements.deletedAt), isNull(agreements.purgedAt)))
    .orderBy(desc(agreementLinks.id));
}

/** Lists `{ collection, count }`. Errors: 400 (limit over 100, bad offset), 403 (99), 404. */
export async function listLinks(db: Db, { position }: PositionActor, agreementId: number, input: z.output<typeof linkListQuerySchema>): Promise<{ collection: LinkWire[]; count: number }> {
  const self = await loadAgreementTarget(db, agreementId);
  await requirePermission(db, position, agreementTarget(self), Permission.View);
  const visible = [];
  for (const row of await linkedAgreements(db, agreementId)) {
    const granted = await permissionsOf(db, position, agreementTarget({ accountId: row.accountId, agreement: row.agreement }));
    if (granted.has(Permission.View)) visible.push(linkToWire(row.linkId, row.agreement));
  }
  return { collection: visible.slice(input.offset, input.offset + input.limit), count: visible.length };
}
