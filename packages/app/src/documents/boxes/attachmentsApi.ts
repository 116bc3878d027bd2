import type { AssetWire } from '@inkflow/core';
import { api } from '../../session/services.js';

/**
 * The answer of an upload (core assetWireSchema): `size` in bytes; `state` `processing` for a PDF
 * sent with allow_async=true still being inspected (202) — fetching it answers ASSET_PROCESSING
 * until `ready`.
 */
export type UploadedAsset = AssetWire;

/**
 * POST /agreements/{id}/assets/?_source=form (§7 Uploads) with one file as an attachment.
 * Rejects with ApiError 4502 (unsupported type, or a password-protected PDF), 4506 (too large,
 * or over the agreement's attachment count or total size, §5), ASSET_PROCESSING_FAILED (a PDF
 * that is unreadable or breaks a processing limit), 403/99 without access. A large PDF answers at
 * once in state `processing`.
 */
export function uploadAttachment(agreementId: number, file: File): Promise<UploadedAsset> {
  const body = new FormData();
  body.set('asset_type', 'attachment');
  body.set('allow_async', 'true');
  body.set('qqfile', file, file.name);
  return api.call('POST /agreements/:id/assets/', { params: { id: agreementId }, query: { _source: 'form' }, body });
}
