/** Reads one folder with the access target of its workspace. */
import { eq } from 'drizzle-orm';
import { loadCollection, type LoadedCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { folders } from '../db/schema-documents.js';
import { notFound } from '../http/ApiHttpError.js';

/** Loads folder `id` and its workspace, or throws 404 (NOT_FOUND "Folder not found"). */
export async function loadFolder(tx: Db, id: number): Promise<{ folder: typeof folders.$inferSelect; collection: LoadedCollection }> {
  const [folder] = await tx.select().from(folders).where(eq(folders.id, id)).limit(1);
  if (!folder) throw notFound('Folder not found');
  return { folder, collection: await loadCollection(tx, folder.collectionId) };
}
