import { api } from '../../session/services.js';

/** The answer of an upload (server assetToWire, snake_case): `size` in bytes. */
export interface UploadedAsset {
  id: number;
  agreement_id: number | null;
  asset_type: 'pdf' | 'attachment' | 'document';
  mime_type: string;
  name: string;
  size: number;
  page_count: number | null;
  created: string;
}

/**
 * POST /agreements/{id}/assets/?_source=form (§7 Uploads) with one file as an attachment.
 * Rejects with ApiError 4502 (unsupported type), 4506 (too large, or over the agreement's
 * attachment count or total size, §5), 403/99 without access.
 */
export function uploadAttachment(agreementId: number, file: File): Promise<UploadedAsset> {
  const body = new FormData();
  body.set('asset_type', 'attachment');
  body.set('allow_async', 'true');
  body.set('qqfile', file, file.name);
  return api.request<UploadedAsset>('POST', `agreements/${agreementId}/assets/`, { searchParams: { _source: 'form' }, body });
}
