import type { AssetWire } from '@inkflow/core';
import { api } from '../../session/services.js';

/** The answer of an upload (§7 POST /agreements/{id}/assets/): the asset, snake_case as on the wire (core assetWireSchema). */
export type UploadedPdfAsset = AssetWire;

/**
 * Uploads `file` as the PDF of a PDF section of agreement `agreementId` (POST
 * /agreements/{id}/assets/?_source=form, multipart `asset_type=pdf` and `qqfile`). The server
 * sniffs the type from the bytes and strips the PDF's actions (scripts, launch, open actions).
 * Rejects with an ApiError: 400/4502 not a PDF or password protected, 400/4505 over 200 pages,
 * 400/4506 too large, 400 ASSET_PROCESSING_FAILED unreadable or over a processing limit
 * (decompressed size, memory, time), 403/99 without agreement:update.
 */
export function uploadPdfAsset(agreementId: number, file: File): Promise<UploadedPdfAsset> {
  const body = new FormData();
  body.append('asset_type', 'pdf');
  body.append('qqfile', file, file.name);
  return api.call('POST /agreements/:id/assets/', { params: { id: agreementId }, query: { _source: 'form' }, body });
}
