/** A folder on the wire: the tree is the flat list linked by `parent_id` (null: top level). */
import type { FolderWire } from '@inkflow/core';
import type { folders } from '../db/schema-documents.js';

export type { FolderWire };

/** Maps a folder row to its wire shape. */
export function folderToWire(row: typeof folders.$inferSelect): FolderWire {
  return { id: row.id, collection_id: row.collectionId, parent_id: row.parentId, name: row.name };
}
