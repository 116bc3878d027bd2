/**
 * The facts the sealed PDF prints for each attachment (§3 Box type 4): the stored file's real
 * byte size and SHA-256, computed from the bytes in the FileStorage. The `size` inside the box's
 * content is typed by whoever saved the box and proves nothing, so it is never printed.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { boxAssetIds } from '../agreements/checkBoxAssets.js';
import { assets } from '../db/schema-assets.js';
import type { Db } from '../db/openDatabase.js';
import type { FileStorage } from '../storage/FileStorage.js';
import type { StoredBox } from './StoredBox.js';

/** One stored attachment: `byteSize` in bytes, `sha256` lowercase hex of the stored bytes. */
export interface AttachmentFacts {
  byteSize: number;
  sha256: string;
}

/**
 * The facts of the files named by the agreement's attachment boxes, by asset id. Like
 * loadBoxPdfs, only assets of this agreement or uploads of its account are read; any other id,
 * and an asset whose file is missing from storage, are left out (the renderer says so).
 */
export async function loadAttachmentFacts(db: Db, storage: FileStorage, loaded: LoadedAgreement, boxes: readonly StoredBox[]): Promise<Map<number, AttachmentFacts>> {
  const ids = [...new Set(boxes.filter((b) => b.type === 4).flatMap(boxAssetIds))];
  const found = new Map<number, AttachmentFacts>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: assets.id, storageKey: assets.storageKey })
    .from(assets)
    .where(and(inArray(assets.id, ids), eq(assets.accountId, loaded.accountId), or(eq(assets.agreementId, loaded.agreement.id), isNull(assets.agreementId))));
  for (const row of rows) {
    const bytes = await storage.get(row.storageKey);
    if (bytes) found.set(row.id, { byteSize: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return found;
}
