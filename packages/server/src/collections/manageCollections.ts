/**
 * Creating, renaming and deleting workspaces (§3 Workspace, the API's collection; §6 permissions).
 *
 * - Create: account admins only (userRole admin or owner); other positions get 403 ACE_DENIED.
 * - Rename: collection:acl:update on the workspace (admins hold it everywhere in their account).
 * - Delete: account admins only, and only an empty workspace. A workspace that still holds
 *   contracts or templates, in its list or in its trash, is refused with 400 (the user moves them
 *   or empties the trash first: nothing is ever deleted as a side effect). The last workspace of
 *   the account is refused too. Purged agreements stay as tombstones (purgeAgreement); they are
 *   invisible everywhere, so they move to the account's oldest remaining workspace. The
 *   workspace's folders and role bindings go with it.
 * The virtual "Shared with me" (id 0) never reaches here: its path id is refused with 400.
 */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { CollectionWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { folders, roleBindings } from '../db/schema-documents.js';
import { agreements, collections } from '../db/schema.js';
import { accessDenied, badRequest } from '../http/ApiHttpError.js';
import type { PositionActor } from '../http/actor.js';
import { collectionAclToWire } from '../permissions/aclToWire.js';
import { Permission } from '../permissions/permissionNames.js';
import { isAccountAdmin, permissionsOf } from '../permissions/permissionsOf.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { loadCollection } from './loadCollection.js';

/** The wire form of a workspace row for `position`. */
async function toWire(tx: Db, actor: PositionActor, row: { id: number; accountId: number; name: string }): Promise<CollectionWire> {
  const granted = await permissionsOf(tx, actor.position, { accountId: row.accountId, collectionId: row.id });
  return { id: row.id, name: row.name, virtual: false, acl: collectionAclToWire(granted) };
}

/** POST /collections/: creates workspace `name` (already trimmed, 1-100 chars) in the caller's account. Errors: 403 (99). */
export async function createCollection(db: Db, actor: PositionActor, name: string): Promise<CollectionWire> {
  return db.transaction(async (tx) => {
    if (!(await isAccountAdmin(tx, actor.position))) throw accessDenied();
    const [row] = await tx.insert(collections).values({ accountId: actor.position.accountId, name }).returning();
    return toWire(tx, actor, row!);
  });
}

/** PUT /collections/{id}: renames workspace `id` to `name`. Errors: 403 (99) without collection:acl:update, 404. */
export async function renameCollection(db: Db, actor: PositionActor, id: number, name: string): Promise<CollectionWire> {
  return db.transaction(async (tx) => {
    const collection = await loadCollection(tx, id);
    await requirePermission(tx, actor.position, collection.target, Permission.CollectionAclUpdate);
    await tx.update(collections).set({ name }).where(eq(collections.id, id));
    return toWire(tx, actor, { ...collection, name });
  });
}

/** DELETE /collections/{id}: deletes an empty workspace. Errors: 400 (not empty, last one), 403 (99), 404. */
export async function deleteCollection(db: Db, actor: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const collection = await loadCollection(tx, id);
    if (collection.accountId !== actor.position.accountId || !(await isAccountAdmin(tx, actor.position))) throw accessDenied();
    await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, id)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(agreements)
      .where(and(eq(agreements.collectionId, id), isNull(agreements.purgedAt)));
    if ((held?.n ?? 0) > 0) throw badRequest('This workspace still holds contracts or templates (in its list or its trash): move them or empty the trash first');
    const [heir] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.accountId, collection.accountId), ne(collections.id, id)))
      .orderBy(asc(collections.id))
      .limit(1);
    if (!heir) throw badRequest('The last workspace of an account cannot be deleted');
    await tx.update(agreements).set({ collectionId: heir.id }).where(eq(agreements.collectionId, id));
    await tx.delete(folders).where(eq(folders.collectionId, id));
    await tx.delete(roleBindings).where(and(eq(roleBindings.resourceType, 'collection'), eq(roleBindings.resourceId, id)));
    await tx.delete(collections).where(eq(collections.id, id));
  });
}
