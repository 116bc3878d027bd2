/**
 * GET /agreements/ (§7 List calls): the caller's account's agreements, not deleted, optionally
 * limited to workspaces (`collection_ids[]`), paged by limit (default 20, max 100) and offset,
 * sorted by `attr:dir`. `count` is the total before paging.
 */
import { listQuerySchema } from '@inkflow/core';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections } from '../db/schema.js';
import { badRequest, parseOrThrow } from '../http/ApiHttpError.js';

/** Row of the list: `{ id, name, state, collection_id, updated }`. */
export interface AgreementSummaryWire {
  id: number;
  name: string;
  state: number;
  collection_id: number;
  updated: string;
}

const sortable = {
  id: agreements.id,
  name: agreements.name,
  state: agreements.state,
  created: agreements.created,
  updated: agreements.updated,
  published_at: agreements.publishedAt,
} as const;

const querySchema = listQuerySchema.extend({
  collection_ids: z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().int().positive({ message: 'collection_ids must be workspace ids' })).optional(),
  ),
});

/** Lists agreements. Errors: 400 BAD_REQUEST for a bad limit, offset, sort or collection id. */
export async function listAgreements(db: Db, position: SessionPosition, query: unknown): Promise<{ collection: AgreementSummaryWire[]; count: number }> {
  const input = parseOrThrow(querySchema, query);
  const [attr = 'updated', dir = 'desc'] = (input.sort ?? 'updated:desc').split(':');
  if (!(attr in sortable)) throw badRequest(`sort: unknown attribute "${attr}" (use ${Object.keys(sortable).join(', ')})`);
  const column = sortable[attr as keyof typeof sortable];
  const order: SQL[] = [dir === 'asc' ? asc(column) : desc(column), dir === 'asc' ? asc(agreements.id) : desc(agreements.id)];

  const conditions = [eq(collections.accountId, position.accountId), isNull(agreements.deletedAt)];
  if (input.collection_ids) conditions.push(inArray(agreements.collectionId, input.collection_ids.length ? input.collection_ids : [0]));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select({ id: agreements.id, name: agreements.name, state: agreements.state, collection_id: agreements.collectionId, updated: agreements.updated })
      .from(agreements)
      .innerJoin(collections, eq(collections.id, agreements.collectionId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(agreements).innerJoin(collections, eq(collections.id, agreements.collectionId)).where(where),
  ]);
  return { collection: rows.map((r) => ({ ...r, updated: r.updated.toISOString() })), count: total?.n ?? 0 };
}
