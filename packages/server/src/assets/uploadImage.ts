/**
 * POST /agreements/{id}/images/?_source=form (§7 Uploads): an image for a contract's
 * text. The type comes from the bytes (PNG, JPEG, GIF or WebP; else 400/4502), the size is
 * capped at `imageBytesMax` (400/4506), and the file is stored through the FileStorage like any
 * asset, as asset_type `image` tied to the agreement — so GET /assets/{id} serves it to whoever
 * may read that agreement (owners and its guests).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ApiErrorCode, type ImageWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { assets } from '../db/schema-assets.js';
import { ApiHttpError, badRequest } from '../http/ApiHttpError.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { sniffFileType, type SniffedType } from './sniffFileType.js';

/** §9-style limit for one image in a contract text: 10 MiB. */
export const imageBytesMax = 10 * 1024 * 1024;

const imageMimes = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** PNG, JPEG, GIF (sniffFileType) or WebP (a RIFF container of type WEBP); undefined otherwise. */
export function sniffImageType(bytes: Uint8Array): SniffedType | undefined {
  const known = sniffFileType(bytes);
  if (known && imageMimes.has(known.mime)) return known;
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}

/**
 * Checks and stores the image for `agreementId` (access already checked: agreement:update).
 * Errors: 400 BAD_REQUEST (no file), 400/4502 (not an image), 400/4506 (over imageBytesMax).
 */
export async function uploadImage(
  db: Db,
  storage: FileStorage,
  uploader: { accountId: number; positionId: number },
  agreementId: number,
  file: { name: string; bytes: Buffer; truncated: boolean } | undefined,
): Promise<ImageWire> {
  if (!file || file.bytes.length === 0) throw badRequest('upload: a file is required');
  if (file.truncated || file.bytes.length > imageBytesMax) throw new ApiHttpError(400, ApiErrorCode.AttachmentLimit, 'Exceeded allowed attachments or total size');
  const type = sniffImageType(file.bytes);
  if (!type) throw new ApiHttpError(400, ApiErrorCode.UnsupportedFileType, 'Unsupported file type');
  const storageKey = `assets/${uploader.accountId}/${randomBytes(16).toString('hex')}.${type.ext}`;
  await storage.put(storageKey, file.bytes);
  try {
    const [row] = await db
      .insert(assets)
      .values({
        accountId: uploader.accountId,
        agreementId,
        positionId: uploader.positionId,
        assetType: 'image',
        mimeType: type.mime,
        name: file.name.slice(0, 255) || `image.${type.ext}`,
        byteSize: file.bytes.length,
        pageCount: null,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey,
      })
      .returning({ id: assets.id });
    return { id: row!.id, url: `/api/assets/${row!.id}` };
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
