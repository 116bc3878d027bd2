/** The folder of a create or move request (§7: folder id -1 means no folder). */
import { noFolderId } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { folders } from '../db/schema-documents.js';
import { badRequest } from '../http/ApiHttpError.js';

/**
 * The folder id to store: null for none (omitted, null or -1), else the id when that folder
 * belongs to workspace `collectionId`. Errors: 400 BAD_REQUEST "{field}: ..." otherwise.
 */
export async function resolveFolderId(tx: Db, collectionId: number, folderId: number | null | undefined, field = 'folder_id'): Promise<number | null> {
  if (folderId === undefined || folderId === null || folderId === noFolderId) return null;
  const [row] = await tx.select({ id: folders.id }).from(folders).where(and(eq(folders.id, folderId), eq(folders.collectionId, collectionId))).limit(1);
  if (!row) throw badRequest(`${field}: no such folder in this workspace`);
  return row.id;
}
