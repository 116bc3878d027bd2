import { ApiError } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { pdfErrorText } from './pdfErrorText.js';

const apiError = (status: number, code: number | string) => new ApiError(status, { status_code: status, api_error_code: code, message: 'x' });

describe('pdfErrorText', () => {
  it('gives the §8 texts of ASSET_PROCESSING (retry) and ASSET_PROCESSING_FAILED (no retry)', () => {
    expect(pdfErrorText(apiError(409, 'ASSET_PROCESSING'))).toEqual({ key: 'common:errors.assetProcessing', retry: true });
    expect(pdfErrorText(apiError(400, 'ASSET_PROCESSING_FAILED'))).toEqual({ key: 'common:errors.assetProcessingFailed', retry: false });
  });

  it('treats a file pdfjs cannot parse as ASSET_PROCESSING_FAILED', () => {
    const invalid = Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' });
    expect(pdfErrorText(invalid)).toEqual({ key: 'common:errors.assetProcessingFailed', retry: false });
  });

  it('says network for a fetch that failed, and "could not be loaded" for refusals and server errors', () => {
    expect(pdfErrorText(new TypeError('Failed to fetch'))).toEqual({ key: 'pdf:view.offline', retry: true });
    expect(pdfErrorText(apiError(403, 99))).toEqual({ key: 'pdf:view.loadFailed', retry: false });
    expect(pdfErrorText(apiError(404, 'NOT_FOUND'))).toEqual({ key: 'pdf:view.loadFailed', retry: false });
    expect(pdfErrorText(apiError(500, 'INTERNAL_ERROR'))).toEqual({ key: 'pdf:view.loadFailed', retry: true });
  });
});
