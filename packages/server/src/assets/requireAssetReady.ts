/**
 * Using an uploaded asset (GET /assets/{id}, a box naming it, `from_pdf`) needs it processed
 * (§8 string codes): a PDF uploaded with allow_async=true is inspected in a worker after the
 * answer, and until then, or when that failed, it cannot be used.
 */
import { ApiHttpError } from '../http/ApiHttpError.js';
import { assetProcessingFailed } from './pdfInspectionError.js';

/** §8 string code of a file still being processed ("try again shortly"). */
export const assetProcessing = 'ASSET_PROCESSING';

/**
 * Processing takes at most the worker's time limit; an asset processing for longer than this was
 * left behind by a server that stopped meanwhile, and counts as failed.
 */
export const abandonedProcessingMs = 10 * 60_000;

/**
 * Throws 409 ASSET_PROCESSING while `asset` is processing, 400 ASSET_PROCESSING_FAILED (with why)
 * when processing refused it or was abandoned (abandonedProcessingMs); returns for a ready asset.
 */
export function requireAssetReady(asset: { id: number; state: string; failure: string | null; created: Date }, now = new Date()): void {
  if (asset.state === 'processing' && now.getTime() - asset.created.getTime() > abandonedProcessingMs) {
    throw new ApiHttpError(400, assetProcessingFailed, `Processing of file ${asset.id} was interrupted; upload it again`);
  }
  if (asset.state === 'processing') throw new ApiHttpError(409, assetProcessing, `File ${asset.id} is still being processed; try again shortly`);
  if (asset.state === 'failed') throw new ApiHttpError(400, assetProcessingFailed, asset.failure ?? `File ${asset.id} could not be processed; fix the file and upload it again`);
}
