/** Groups as the API sends them (core GroupWire): each with its members, sorted by name. */
import type { GroupWire } from '@inkflow/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { groupPositions, groups } from '../db/schema-groups.js';
import { positions } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';

/** A group row. */
export type GroupRow = typeof groups.$inferSelect;

/** The wire form of `rows`, in their order, with their members read in one query. */
export async function groupsToWire(tx: Db, rows: GroupRow[]): Promise<GroupWire[]> {
  if (rows.length === 0) return [];
  const members = await tx
    .select({ groupId: groupPositions.groupId, id: positions.id, fullname: positions.fullname, email: positions.email })
    .from(groupPositions)
    .innerJoin(positions, eq(positions.id, groupPositions.positionId))
    .where(inArray(groupPositions.groupId, rows.map((r) => r.id)))
    .orderBy(asc(positions.fullname), asc(positions.id));
  return rows.map((row) => ({
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    positions: members.filter((m) => m.groupId === row.id).map(({ id, fullname, email }) => ({ id, fullname, email })),
    created: row.created.toISOString(),
  }));
}

/** Loads group `id` of account `accountId` (locked with `lock`) or throws 404 "Group not found" (another account's group reads as absent). */
export async function loadGroup(tx: Db, accountId: number, id: number, options: { lock?: boolean } = {}): Promise<GroupRow> {
  const query = tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.accountId, accountId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Group not found');
  return row;
}

/** One group as the API sends it. */
export async function groupToWire(tx: Db, row: GroupRow): Promise<GroupWire> {
  return (await groupsToWire(tx, [row]))[0]!;
}
