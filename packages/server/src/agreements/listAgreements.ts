/**
 * GET /agreements/ (§7 List calls): the agreements the caller may see (§6), not deleted, with
 * every filter of §7 (agreementListConditions), paged by limit (default 20, max 100) and offset,
 * sorted by `attr:dir`. `count` is the total before paging. The existence check of §7 is this
 * call with limit 1 and `exclude_ids[]`.
 */
import type { AgreementSummaryWire, agreementListQuerySchema } from '@inkflow/core';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections } from '../db/schema.js';
import { tagConnections, tags } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';
import { agreementListConditions } from './agreementListConditions.js';

export type { AgreementSummaryWire };

const sortable = {
  id: agreements.id,
  name: agreements.name,
  state: agreements.state,
  created: agreements.created,
  updated: agreements.updated,
  published_at: agreements.publishedAt,
  expire_date: agreements.expireDate,
  agreement_value: agreements.agreementValue,
} as const;

/** The row's tags by name, as a JSON array, read in the page's own statement. */
const tagsJson = sql<{ id: number; name: string }[] | string>`(SELECT coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) ORDER BY ${tags.name}, ${tags.id}), '[]'::json) FROM ${tagConnections} INNER JOIN ${tags} ON ${tags.id} = ${tagConnections.tagId} WHERE ${tagConnections.agreementId} = ${agreements.id})`;

/**
 * Lists agreements (`input` parsed by the route's agreementListQuerySchema) in two statements:
 * the page with its tags, and the count. Errors: 400 BAD_REQUEST for an unknown sort attribute.
 */
export async function listAgreements(db: Db, { position }: PositionActor, input: z.output<typeof agreementListQuerySchema>): Promise<{ collection: AgreementSummaryWire[]; count: number }> {
  const [attr = 'updated', dir = 'desc'] = (input.sort ?? 'updated:desc').split(':');
  if (!(attr in sortable)) throw badRequest(`sort: unknown attribute "${attr}" (use ${Object.keys(sortable).join(', ')})`);
  const column = sortable[attr as keyof typeof sortable];
  // Empty values (no value, no expiry) go last either way: they are never what a sort looks for.
  // Only on nullable columns: NULLS LAST on a descending sort would stop the planner from
  // walking the (collection_id, updated, id) index backwards.
  const nullable = attr === 'published_at' || attr === 'expire_date' || attr === 'agreement_value';
  const primary = dir === 'asc' ? asc(column) : nullable ? sql`${column} DESC NULLS LAST` : desc(column);
  const order: SQL[] = [primary, dir === 'asc' ? asc(agreements.id) : desc(agreements.id)];

  const isAdmin = await isAccountAdmin(db, position);
  const where = and(...agreementListConditions(input, { positionId: position.positionId, accountId: position.accountId, isAdmin }));

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: agreements.id,
        name: agreements.name,
        state: agreements.state,
        collection_id: agreements.collectionId,
        updated: agreements.updated,
        folder_id: agreements.folderId,
        created: agreements.created,
        agreement_value: agreements.agreementValue,
        expire_date: agreements.expireDate,
        tags: tagsJson,
      })
      .from(agreements)
      .innerJoin(collections, eq(collections.id, agreements.collectionId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(agreements).innerJoin(collections, eq(collections.id, agreements.collectionId)).where(where),
  ]);
  const collection = rows.map((r) => ({
    ...r,
    updated: r.updated.toISOString(),
    created: r.created.toISOString(),
    expire_date: r.expire_date?.toISOString() ?? null,
    tags: typeof r.tags === 'string' ? (JSON.parse(r.tags) as { id: number; name: string }[]) : r.tags,
  }));
  return { collection, count: total?.n ?? 0 };
}
