import { ApiError, errorMessageKey, isBenignNetworkError } from '@inkflow/core';

/** What a PDF box shows when its file cannot be shown: an i18n key, and whether trying again may help. */
export interface PdfErrorText {
  key: string;
  retry: boolean;
}

/**
 * Maps why a PDF could not be shown to its §8 text: the server's ASSET_PROCESSING ("Processing in
 * progress, try again shortly", retry) and ASSET_PROCESSING_FAILED ("fix the file"); a file
 * pdfjs cannot read counts as ASSET_PROCESSING_FAILED too; a fetch that never reached the
 * server (or a pdfjs chunk that could not be loaded) is a network failure (retry); anything else
 * (403, 404, 5xx) the plain "could not be loaded" text.
 */
export function pdfErrorText(error: unknown): PdfErrorText {
  if (error instanceof ApiError) {
    const key = errorMessageKey(error.code);
    if (error.code === 'ASSET_PROCESSING' || error.code === 'ASSET_PROCESSING_FAILED') return { key: `common:${key}`, retry: error.code === 'ASSET_PROCESSING' };
    return { key: 'pdf:view.loadFailed', retry: error.serverError };
  }
  // pdfjs names its parse failures; the bytes arrived but are not a readable PDF.
  if (error instanceof Error && (error.name === 'InvalidPDFException' || error.name === 'FormatError')) return { key: 'common:errors.assetProcessingFailed', retry: false };
  if (isBenignNetworkError(error)) return { key: 'pdf:view.offline', retry: true };
  return { key: 'pdf:view.loadFailed', retry: true };
}
