/** GET /collections/{id}/folders/ (§7 folder tree): every folder of a workspace; needs collection:module:agreement:use. */
import { asc, eq } from 'drizzle-orm';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { folders } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { folderToWire, type FolderWire } from './FolderWire.js';

/** Lists the workspace's folders `{ collection, count }` by name. Errors: 404, 403 (99). */
export async function listFolders(db: Db, { position }: PositionActor, collectionId: number): Promise<{ collection: FolderWire[]; count: number }> {
  const collection = await loadCollection(db, collectionId);
  await requirePermission(db, position, collection.target, Permission.WorkspaceUse);
  const rows = await db.select().from(folders).where(eq(folders.collectionId, collectionId)).orderBy(asc(folders.name), asc(folders.id));
  return { collection: rows.map(folderToWire), count: rows.length };
}
