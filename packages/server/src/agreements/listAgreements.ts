/**
 * GET /agreements/ (§7 List calls): the agreements the caller may see (§6), not deleted, with
 * every filter of §7 (agreementListConditions), paged by limit (default 20, max 100) and offset,
 * sorted by `attr:dir`. `count` is the total before paging. The existence check of §7 is this
 * call with limit 1 and `exclude_ids[]`.
 */
import { agreementListQuerySchema } from '@inkflow/core';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections } from '../db/schema.js';
import { tagConnections, tags } from '../db/schema-documents.js';
import { badRequest, parseOrThrow } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';
import { agreementListConditions } from './agreementListConditions.js';

/** Row of the list: `{ id, name, state, collection_id, updated, folder_id, created, agreement_value, expire_date, tags }`. */
export interface AgreementSummaryWire {
  id: number;
  name: string;
  state: number;
  collection_id: number;
  updated: string;
  /** Issue #4: folder (null: none), creation time, agreement value (decimal string), expiry. */
  folder_id: number | null;
  created: string;
  agreement_value: string | null;
  expire_date: string | null;
  /** The agreement's tags, by name. */
  tags: { id: number; name: string }[];
}

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

const querySchema = agreementListQuerySchema;

/** Lists agreements. Errors: 400 BAD_REQUEST for a bad limit, offset, sort or collection id. */
export async function listAgreements(db: Db, position: SessionPosition, query: unknown): Promise<{ collection: AgreementSummaryWire[]; count: number }> {
  const input = parseOrThrow(querySchema, query);
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
      })
      .from(agreements)
      .innerJoin(collections, eq(collections.id, agreements.collectionId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(agreements).innerJoin(collections, eq(collections.id, agreements.collectionId)).where(where),
  ]);
  // One query for the page's tags rather than one per row.
  const tagRows =
    rows.length === 0
      ? []
      : await db
          .select({ agreementId: tagConnections.agreementId, id: tags.id, name: tags.name })
          .from(tagConnections)
          .innerJoin(tags, eq(tags.id, tagConnections.tagId))
          .where(inArray(tagConnections.agreementId, rows.map((r) => r.id)))
          .orderBy(asc(tags.name));
  const tagsOf = new Map<number, { id: number; name: string }[]>();
  for (const t of tagRows) tagsOf.set(t.agreementId, [...(tagsOf.get(t.agreementId) ?? []), { id: t.id, name: t.name }]);
  const collection = rows.map((r) => ({
    ...r,
    updated: r.updated.toISOString(),
    created: r.created.toISOString(),
    expire_date: r.expire_date?.toISOString() ?? null,
    tags: tagsOf.get(r.id) ?? [],
  }));
  return { collection, count: total?.n ?? 0 };
}
