/**
 * POST /assets/ and POST /agreements/{id}/assets/ (§7 Uploads, §5 rules): stores one uploaded
 * file through the FileStorage and records it in the assets table.
 *
 * The file is checked before anything is written: its type from its bytes (4502). A PDF is
 * inspected in a worker thread with memory, time and decompressed-size limits (PdfWorkerPool):
 * refused when password protected (4502), over 200 pages (4505) or when it breaks a limit or
 * cannot be read (ASSET_PROCESSING_FAILED); its actions (scripts, launch, open and additional
 * actions) are stripped and the stripped file is what is stored. With `allow_async=true` a large
 * PDF answers at once in state `processing` and is inspected after the answer (then `ready`, or
 * `failed` with its file removed). For an agreement the count and total size of its attachments
 * are limited (4506) — for a guest, every file a guest uploads counts, whatever its type, and a
 * guest uploads only while they can still act (requireGuestCanUpload). The file is stored first
 * and the row inserted after, in one transaction that also locks the agreement so two uploads
 * cannot both slip under the limits; if the insert fails the stored file is removed again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ApiErrorCode, assetTypes, neutralizeBidi, boxLimits, type AssetType, type AssetWire } from '@inkflow/core';
import { and, count, eq, isNotNull, ne, or, sum } from 'drizzle-orm';
import { assets } from '../db/schema-assets.js';
import type { Db } from '../db/openDatabase.js';
import { ApiHttpError, badRequest } from '../http/ApiHttpError.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import type { AssetProcessing } from './AssetProcessing.js';
import { pdfInspectionError } from './pdfInspectionError.js';
import { requireGuestCanUpload } from './requireGuestCanUpload.js';
import { sniffFileType } from './sniffFileType.js';

/** Who uploads: a position of an account, or a guest (participant) of the agreement. */
export type Uploader = { kind: 'position'; accountId: number; positionId: number } | { kind: 'guest'; accountId: number; participantId: number };

/** The row as wire JSON (core assetWireSchema). */
export function assetToWire(row: typeof assets.$inferSelect): AssetWire {
  return {
    id: row.id,
    agreement_id: row.agreementId,
    asset_type: row.assetType as AssetWire['asset_type'],
    mime_type: row.mimeType,
    name: row.name,
    size: row.byteSize,
    page_count: row.pageCount,
    state: row.state as AssetWire['state'],
    created: row.created.toISOString(),
  };
}

/**
 * An uploaded file as read from the request. `truncated`: it went over boxLimits.fileBytesMax.
 * `allowAsync`: the §7 form field allow_async=true.
 */
export interface UploadedFile {
  assetType: string | undefined;
  name: string;
  bytes: Buffer;
  truncated: boolean;
  allowAsync?: boolean;
}

const attachmentLimit = () => new ApiHttpError(400, ApiErrorCode.AttachmentLimit, 'Exceeded allowed attachments or total size');
const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Throws 400/4506 when one more file of `size` bytes would pass the agreement's limits (§5): its
 * attachments (and, for a guest, every file a guest uploaded) may number boxLimits.attachmentsMax
 * and total boxLimits.attachmentsTotalBytesMax bytes. Failed uploads do not count. Call with the
 * agreement locked.
 */
async function checkUploadLimits(tx: Db, agreementId: number, uploader: Uploader, assetType: AssetType, size: number): Promise<void> {
  if (uploader.kind !== 'guest' && assetType !== 'attachment') return;
  const counted = uploader.kind === 'guest' ? or(eq(assets.assetType, 'attachment'), isNotNull(assets.participantId)) : eq(assets.assetType, 'attachment');
  const [used] = await tx
    .select({ files: count(), bytes: sum(assets.byteSize) })
    .from(assets)
    .where(and(eq(assets.agreementId, agreementId), ne(assets.state, 'failed'), counted));
  const files = Number(used?.files ?? 0);
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > boxLimits.attachmentsMax || bytes + size > boxLimits.attachmentsTotalBytesMax) throw attachmentLimit();
}

/**
 * Inspects a PDF stored as `processing` (asset `id`, file under `storageKey`) and makes it
 * `ready` (with its page count; the stripped file replaces the upload under a new key) or
 * `failed` (with the §8 message; the file is removed). Runs after the upload was answered.
 */
async function finishProcessing(db: Db, storage: FileStorage, processing: AssetProcessing, id: number, storageKey: string, bytes: Uint8Array): Promise<void> {
  const inspection = await processing.pool.inspect(bytes);
  const refused = pdfInspectionError(inspection, processing.pool.limits);
  if (refused || inspection.kind !== 'ok') {
    await db.update(assets).set({ state: 'failed', failure: (refused?.message ?? 'The file could not be read').slice(0, 255) }).where(eq(assets.id, id));
    await storage.delete(storageKey);
    return;
  }
  if (!inspection.bytes) {
    await db.update(assets).set({ state: 'ready', pageCount: inspection.pageCount }).where(eq(assets.id, id));
    return;
  }
  // Stored files are written once and never changed (copies of an asset share its file).
  const strippedKey = storageKey.replace(/\.pdf$/, `-${randomBytes(4).toString('hex')}.pdf`);
  await storage.put(strippedKey, inspection.bytes);
  await db
    .update(assets)
    .set({ state: 'ready', pageCount: inspection.pageCount, storageKey: strippedKey, byteSize: inspection.bytes.length, sha256: sha256Of(inspection.bytes) })
    .where(eq(assets.id, id));
  await storage.delete(storageKey);
}

/**
 * Checks and stores `file`, for `agreementId` or (null) the account. The caller has checked
 * access. Resolves with the asset; its `state` is `processing` when it is inspected after the
 * answer (the caller then answers 202). Errors: 400 BAD_REQUEST (no file, bad asset_type), 400/4502 unsupported type or a
 * password-protected PDF, 400/4505 over 200 pages, 400/4506 too large or over the limits, 400
 * ASSET_PROCESSING_FAILED (an unreadable PDF, or one over the decompressed-size, memory or time
 * limit), for a guest 403/4005 or 403/4003 once they can no longer act (requireGuestCanUpload).
 */
export async function uploadAsset(
  db: Db,
  storage: FileStorage,
  processing: AssetProcessing,
  uploader: Uploader,
  agreementId: number | null,
  file: UploadedFile | undefined,
  onBackgroundError: (error: unknown) => void = () => {},
): Promise<AssetWire> {
  if (!file || file.bytes.length === 0) throw badRequest('file: a file is required');
  const assetType = (file.assetType ?? 'attachment') as AssetType;
  if (!assetTypes.includes(assetType)) throw badRequest(`asset_type must be one of ${assetTypes.join(', ')}`);
  if (file.truncated) throw attachmentLimit();
  if (uploader.kind === 'guest' && agreementId !== null) requireGuestCanUpload(await loadAgreement(db, agreementId), uploader.participantId);
  const type = sniffFileType(file.bytes);
  if (!type || (assetType === 'pdf' && type.ext !== 'pdf')) throw new ApiHttpError(400, ApiErrorCode.UnsupportedFileType, 'Unsupported file type');

  let bytes: Uint8Array = file.bytes;
  let pageCount: number | null = null;
  const later = type.ext === 'pdf' && file.allowAsync === true && file.bytes.length >= processing.asyncFromBytes;
  if (type.ext === 'pdf' && !later) {
    const inspection = await processing.pool.inspect(file.bytes);
    const refused = pdfInspectionError(inspection, processing.pool.limits);
    if (refused) throw refused;
    if (inspection.kind === 'ok') {
      pageCount = inspection.pageCount;
      if (inspection.bytes) bytes = inspection.bytes;
    }
  }

  const sha256 = sha256Of(bytes);
  const storageKey = `assets/${uploader.accountId}/${randomBytes(16).toString('hex')}.${type.ext}`;
  const row = await db.transaction(async (tx) => {
    if (agreementId !== null) {
      // The agreement row lock serialises uploads to one agreement (the limits, the guest's state).
      const loaded = await loadAgreement(tx, agreementId, { lock: true });
      if (uploader.kind === 'guest') requireGuestCanUpload(loaded, uploader.participantId);
      await checkUploadLimits(tx, agreementId, uploader, assetType, bytes.length);
    }
    await storage.put(storageKey, bytes);
    try {
      const [row] = await tx
        .insert(assets)
        .values({
          accountId: uploader.accountId,
          agreementId,
          positionId: uploader.kind === 'position' ? uploader.positionId : null,
          participantId: uploader.kind === 'guest' ? uploader.participantId : null,
          assetType,
          mimeType: type.mime,
          // Bidi controls could make a shown name lie about its type ("fdp.exe" shown as "exe.pdf").
          name: neutralizeBidi(file.name).slice(0, 255) || `file.${type.ext}`,
          byteSize: bytes.length,
          pageCount,
          sha256,
          storageKey,
          state: later ? 'processing' : 'ready',
        })
        .returning();
      return row!;
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  });
  if (later) processing.background(() => finishProcessing(db, storage, processing, row.id, row.storageKey, bytes), onBackgroundError);
  return assetToWire(row);
}
