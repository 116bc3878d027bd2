/**
 * DELETE /folders/{id}: removes a folder and its subfolders; needs collection:folder:update.
 * The agreements inside are kept and end up in no folder (-1), never deleted with the folder.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { folders } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { folderSubtreeIds } from './folderSubtreeIds.js';
import { loadFolder } from './loadFolder.js';

/** Deletes the subtree. Errors: 403 (99), 404. */
export async function deleteFolder(db: Db, { position }: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { collection } = await loadFolder(tx, id);
    await requirePermission(tx, position, collection.target, Permission.FolderUpdate);
    const ids = await folderSubtreeIds(tx, id);
    await tx.update(agreements).set({ folderId: null }).where(inArray(agreements.folderId, ids));
    await tx.delete(folders).where(inArray(folders.id, ids));
  });
}
