/**
 * POST /assets/ and POST /agreements/{id}/assets/ (§7 Uploads, §5 rules): stores one uploaded
 * file through the FileStorage and records it in the assets table.
 *
 * The file is checked before anything is written: its type from its bytes (4502), a PDF's page
 * count with pdf-lib (max 200, 4505), and for an agreement the count and total size of its
 * attachments (4506). The file is stored first and the row inserted after, in one transaction
 * that also locks the agreement so two uploads cannot both slip under the attachment limit; if
 * the insert fails the stored file is removed again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ApiErrorCode, neutralizeBidi, boxLimits } from '@inkflow/core';
import { and, count, eq, sum } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { assets } from '../db/schema-assets.js';
import type { Db } from '../db/openDatabase.js';
import { ApiHttpError, badRequest } from '../http/ApiHttpError.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { sniffFileType } from './sniffFileType.js';

/** The multipart `asset_type` values. */
export const assetTypes = ['pdf', 'attachment', 'document'] as const;
export type AssetType = (typeof assetTypes)[number];

/** Who uploads: a position of an account, or a guest (participant) of the agreement. */
export type Uploader = { kind: 'position'; accountId: number; positionId: number } | { kind: 'guest'; accountId: number; participantId: number };

/** The wire shape of an asset (snake_case). `size` in bytes; `page_count` for PDFs only. */
export interface AssetWire {
  id: number;
  agreement_id: number | null;
  asset_type: AssetType;
  mime_type: string;
  name: string;
  size: number;
  page_count: number | null;
  created: string;
}

/** The row as wire JSON. */
export function assetToWire(row: typeof assets.$inferSelect): AssetWire {
  return {
    id: row.id,
    agreement_id: row.agreementId,
    asset_type: row.assetType as AssetType,
    mime_type: row.mimeType,
    name: row.name,
    size: row.byteSize,
    page_count: row.pageCount,
    created: row.created.toISOString(),
  };
}

/** An uploaded file as read from the request. `truncated`: it went over boxLimits.fileBytesMax. */
export interface UploadedFile {
  assetType: string | undefined;
  name: string;
  bytes: Buffer;
  truncated: boolean;
}

/** The pages of a PDF, or throws 400 ASSET_PROCESSING_FAILED when pdf-lib cannot read it. */
async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    throw new ApiHttpError(400, 'ASSET_PROCESSING_FAILED', 'The file could not be read; fix the file and upload it again');
  }
}

/**
 * Checks and stores `file`, for `agreementId` or (null) the account. The caller has checked
 * access. Errors: 400 BAD_REQUEST (no file, bad asset_type), 400/4502 unsupported type,
 * 400/4505 over 200 pages, 400/4506 too large or over the attachment count or total size,
 * 400 ASSET_PROCESSING_FAILED (an unreadable PDF).
 */
export async function uploadAsset(db: Db, storage: FileStorage, uploader: Uploader, agreementId: number | null, file: UploadedFile | undefined): Promise<AssetWire> {
  if (!file || file.bytes.length === 0) throw badRequest('file: a file is required');
  const assetType = (file.assetType ?? 'attachment') as AssetType;
  if (!assetTypes.includes(assetType)) throw badRequest(`asset_type must be one of ${assetTypes.join(', ')}`);
  if (file.truncated) throw new ApiHttpError(400, ApiErrorCode.AttachmentLimit, 'Exceeded allowed attachments or total size');
  const type = sniffFileType(file.bytes);
  if (!type || (assetType === 'pdf' && type.ext !== 'pdf')) throw new ApiHttpError(400, ApiErrorCode.UnsupportedFileType, 'Unsupported file type');
  const pageCount = type.ext === 'pdf' ? await pdfPageCount(file.bytes) : null;
  if (pageCount !== null && pageCount > boxLimits.pdfPagesMax) throw new ApiHttpError(400, ApiErrorCode.TooManyPdfPages, `PDF contains too many pages (max ${boxLimits.pdfPagesMax})`);

  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const storageKey = `assets/${uploader.accountId}/${randomBytes(16).toString('hex')}.${type.ext}`;
  return db.transaction(async (tx) => {
    if (agreementId !== null && assetType === 'attachment') {
      // The agreement row lock serialises uploads to one agreement (the attachment limit).
      await loadAgreement(tx, agreementId, { lock: true });
      const [used] = await tx
        .select({ files: count(), bytes: sum(assets.byteSize) })
        .from(assets)
        .where(and(eq(assets.agreementId, agreementId), eq(assets.assetType, 'attachment')));
      const files = Number(used?.files ?? 0);
      const bytes = Number(used?.bytes ?? 0);
      if (files + 1 > boxLimits.attachmentsMax || bytes + file.bytes.length > boxLimits.attachmentsTotalBytesMax) {
        throw new ApiHttpError(400, ApiErrorCode.AttachmentLimit, 'Exceeded allowed attachments or total size');
      }
    }
    await storage.put(storageKey, file.bytes);
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
          byteSize: file.bytes.length,
          pageCount,
          sha256,
          storageKey,
        })
        .returning();
      return assetToWire(row!);
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  });
}
