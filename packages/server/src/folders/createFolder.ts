/** POST /folders/ (collection_id, parent_id, name): a folder in a workspace's tree; needs collection:folder:update. */
import type { createFolderSchema } from '@inkflow/core';
import type { z } from 'zod';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { folders } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { folderToWire, type FolderWire } from './FolderWire.js';
import { resolveFolderId } from './resolveFolderId.js';

/** Creates the folder (`input` parsed by the route's createFolderSchema). Errors: 400 (bad body, parent not in the workspace), 403 (99), 404. */
export async function createFolder(db: Db, { position }: PositionActor, input: z.output<typeof createFolderSchema>): Promise<FolderWire> {
  return db.transaction(async (tx) => {
    const collection = await loadCollection(tx, input.collection_id);
    await requirePermission(tx, position, collection.target, Permission.FolderUpdate);
    const parentId = await resolveFolderId(tx, collection.id, input.parent_id, 'parent_id');
    const [row] = await tx.insert(folders).values({ collectionId: collection.id, parentId, name: input.name }).returning();
    return folderToWire(row!);
  });
}
