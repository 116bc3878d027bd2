/**
 * PUT /folders/{id} (name, parent_id): renames a folder and/or moves it within its workspace's
 * tree; needs collection:folder:update. A folder can never go below itself (the tree stays a tree).
 */
import type { updateFolderSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { folders } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { folderSubtreeIds } from './folderSubtreeIds.js';
import { folderToWire, type FolderWire } from './FolderWire.js';
import { loadFolder } from './loadFolder.js';
import { resolveFolderId } from './resolveFolderId.js';

/** Updates the folder (`input` parsed by the route's updateFolderSchema). Errors: 400 (bad body, unknown parent, a cycle), 403 (99), 404. */
export async function updateFolder(db: Db, { position }: PositionActor, id: number, input: z.output<typeof updateFolderSchema>): Promise<FolderWire> {
  return db.transaction(async (tx) => {
    const { folder, collection } = await loadFolder(tx, id);
    await requirePermission(tx, position, collection.target, Permission.FolderUpdate);
    const patch: Partial<typeof folders.$inferInsert> = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.parent_id !== undefined) {
      const parentId = await resolveFolderId(tx, folder.collectionId, input.parent_id, 'parent_id');
      if (parentId !== null && (await folderSubtreeIds(tx, id)).includes(parentId)) throw badRequest('parent_id: a folder cannot be moved into itself or its subfolders');
      patch.parentId = parentId;
    }
    if (Object.keys(patch).length === 0) return folderToWire(folder);
    const [row] = await tx.update(folders).set(patch).where(eq(folders.id, id)).returning();
    return folderToWire(row!);
  });
}
