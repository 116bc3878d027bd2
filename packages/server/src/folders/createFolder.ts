/** POST /folders/ (collection_id, parent_id, name): a folder in a workspace's tree; needs collection:folder:update. */
import { createFolderSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { folders } from '../db/schema-documents.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { folderToWire, type FolderWire } from './FolderWire.js';
import { resolveFolderId } from './resolveFolderId.js';

/** Creates the folder. Errors: 400 (bad body, parent not in the workspace), 403 (99), 404. */
export async function createFolder(db: Db, position: SessionPosition, body: unknown): Promise<FolderWire> {
  const input = parseOrThrow(createFolderSchema, body);
  return db.transaction(async (tx) => {
    const collection = await loadCollection(tx, input.collection_id);
    await requirePermission(tx, position, collection.target, Permission.FolderUpdate);
    const parentId = await resolveFolderId(tx, collection.id, input.parent_id, 'parent_id');
    const [row] = await tx.insert(folders).values({ collectionId: collection.id, parentId, name: input.name }).returning();
    return folderToWire(row!);
  });
}
