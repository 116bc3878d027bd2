/**
 * GET /groups/ (§7 "GET /groups/ … used as lookups", §3 Group): the groups of the caller's
 * account with their members, as a §7 list. Any position of the account may read it (the share
 * dialogs pick groups from it); other accounts' groups are never listed.
 */
import type { GroupWire, groupListQuerySchema } from '@inkflow/core';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { groups } from '../db/schema-groups.js';
import type { PositionActor } from '../http/actor.js';
import { groupToWire, groupsToWire, loadGroup } from './groupToWire.js';

const orders = {
  'name:asc': [asc(sql`lower(${groups.name})`), asc(groups.id)],
  'name:desc': [desc(sql`lower(${groups.name})`), desc(groups.id)],
  'created:asc': [asc(groups.created), asc(groups.id)],
  'created:desc': [desc(groups.created), desc(groups.id)],
} as const;

/** Lists `{ collection, count }` (`input` parsed by the route: limit 20 max 100, offset, sort). */
export async function listGroups(db: Db, { position }: PositionActor, input: z.output<typeof groupListQuerySchema>): Promise<{ collection: GroupWire[]; count: number }> {
  const where = eq(groups.accountId, position.accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(groups)
      .where(where)
      .orderBy(...orders[input.sort])
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(groups).where(where),
  ]);
  return { collection: await groupsToWire(db, rows), count: Number(total?.n ?? 0) };
}

/** GET /groups/{id}. Errors: 404 when not a group of the caller's account. */
export async function getGroup(db: Db, { position }: PositionActor, id: number): Promise<GroupWire> {
  return groupToWire(db, await loadGroup(db, position.accountId, id));
}
