/**
 * GET /assets/{id} (§7 Uploads): an uploaded file, to whoever may read its agreement — positions
 * with agreement:view and that agreement's guests — or, for an account upload not yet tied to an
 * agreement, to its own account only.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { assets } from '../db/schema-assets.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import type { Actor } from '../http/actor.js';
import { accessDenied, notFound } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { requireAssetReady } from './requireAssetReady.js';

/** A file to send: its bytes, MIME type (from its bytes at upload) and stored name. */
export interface AssetFile {
  bytes: Buffer;
  mimeType: string;
  name: string;
}

/**
 * Reads asset `id` for `actor`. Errors: 404 (no such asset, or its file is gone), 403 (99) not
 * allowed, 409 ASSET_PROCESSING / 400 ASSET_PROCESSING_FAILED (requireAssetReady).
 */
export async function readAsset(db: Db, storage: FileStorage, actor: Actor, id: number): Promise<AssetFile> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id));
  if (!row) throw notFound();
  if (actor.kind === 'guest') {
    if (row.agreementId === null || actor.guest.agreementId !== row.agreementId) throw accessDenied();
  } else if (row.agreementId !== null) {
    await requirePermission(db, actor.position, agreementTarget(await loadAgreement(db, row.agreementId)), Permission.View);
  } else if (row.accountId !== actor.position.accountId) {
    // An account upload not yet tied to an agreement: only its own account reads it.
    throw accessDenied();
  }
  requireAssetReady(row);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { bytes, mimeType: row.mimeType, name: row.name };
}
