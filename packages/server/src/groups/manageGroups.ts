/**
 * The account admin's group calls (§3 Group: account, positions): create, rename, delete, and add
 * and remove members. Each is one transaction. A group's members hold what the roles bound to the
 * group allow (permissions/bindingActors.ts), so adding or removing a member changes its access at
 * once, and deleting the group removes its bindings with it.
 */
import type { GroupWire, createGroupSchema, renameGroupSchema } from '@inkflow/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { roleBindings } from '../db/schema-documents.js';
import { groupPositions, groups } from '../db/schema-groups.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest, notFound } from '../http/ApiHttpError.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';
import { isUniqueViolation } from '../positions/emailTaken.js';
import { groupToWire, loadGroup } from './groupToWire.js';

/** 400 for a name another group of the account has (names are unique ignoring case). */
const nameTaken = (name: string) => badRequest(`name: a group named "${name}" already exists`);

/** Runs `work`, turning the unique index on (account, lower(name)) into nameTaken. */
async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Throws 404 unless every id is a position of `accountId`. */
async function requirePositionsOf(tx: Db, accountId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(and(inArray(positions.id, ids), eq(positions.accountId, accountId)));
  if (found.length !== new Set(ids).size) throw notFound('Position not found');
}

/** POST /groups/. Errors: 403 (99) not an admin, 400 name taken, 404 a position not of the account. */
export async function createGroup(db: Db, { position: caller }: PositionActor, input: z.output<typeof createGroupSchema>): Promise<GroupWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      const ids = [...new Set(input.position_ids)];
      await requirePositionsOf(tx, caller.accountId, ids);
      const [row] = await tx.insert(groups).values({ accountId: caller.accountId, name: input.name }).returning();
      if (ids.length) await tx.insert(groupPositions).values(ids.map((positionId) => ({ groupId: row!.id, positionId })));
      return groupToWire(tx, row!);
    }),
  );
}

/** PUT /groups/{id}: rename. Errors: 403 (99), 404, 400 name taken. */
export async function renameGroup(db: Db, { position: caller }: PositionActor, id: number, input: z.output<typeof renameGroupSchema>): Promise<GroupWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      await loadGroup(tx, caller.accountId, id, { lock: true });
      const [row] = await tx.update(groups).set({ name: input.name }).where(eq(groups.id, id)).returning();
      return groupToWire(tx, row!);
    }),
  );
}

/** DELETE /groups/{id}: the group, its memberships and its role bindings. Errors: 403 (99), 404. */
export async function deleteGroup(db: Db, { position: caller }: PositionActor, id: number): Promise<void> {
  await requireAccountAdmin(db, caller, caller.accountId);
  await db.transaction(async (tx) => {
    await loadGroup(tx, caller.accountId, id, { lock: true });
    await tx.delete(roleBindings).where(and(eq(roleBindings.actorType, 'group'), eq(roleBindings.actorId, id)));
    await tx.delete(groups).where(eq(groups.id, id));
  });
}

/** POST /groups/{id}/positions/{pid} (idempotent). Errors: 403 (99), 404 group or position not of the account. */
export async function addGroupMember(db: Db, { position: caller }: PositionActor, id: number, positionId: number): Promise<GroupWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  return db.transaction(async (tx) => {
    const group = await loadGroup(tx, caller.accountId, id, { lock: true });
    await requirePositionsOf(tx, caller.accountId, [positionId]);
    await tx.insert(groupPositions).values({ groupId: id, positionId }).onConflictDoNothing();
    return groupToWire(tx, group);
  });
}

/** DELETE /groups/{id}/positions/{pid}. Errors: 403 (99), 404 group not of the account, or the position not in it. */
export async function removeGroupMember(db: Db, { position: caller }: PositionActor, id: number, positionId: number): Promise<GroupWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  return db.transaction(async (tx) => {
    const group = await loadGroup(tx, caller.accountId, id, { lock: true });
    const removed = await tx
      .delete(groupPositions)
      .where(and(eq(groupPositions.groupId, id), eq(groupPositions.positionId, positionId)))
      .returning({ positionId: groupPositions.positionId });
    if (removed.length === 0) throw notFound('Position not found in the group');
    return groupToWire(tx, group);
  });
}
