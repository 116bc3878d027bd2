/**
 * The §8 answer to a PDF that inspection (inspectPdf, in a worker) refused, or that has too many
 * pages (§5 Uploads, §9 max 200 pages).
 */
import { ApiErrorCode, boxLimits } from '@inkflow/core';
import { ApiHttpError } from '../http/ApiHttpError.js';
import type { PdfInspection } from './inspectPdf.js';
import type { PdfLimits } from './PdfWorkerPool.js';

/** §8 string code of a file that failed processing ("fix the file"). */
export const assetProcessingFailed = 'ASSET_PROCESSING_FAILED';

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

/**
 * The error for `inspection`, or undefined when the PDF may be stored. 400/4502 password
 * protected; 400/4505 over 200 pages; 400 ASSET_PROCESSING_FAILED for an unreadable file or one
 * that broke a limit (decompressed size, memory, time — named in the message).
 */
export function pdfInspectionError(inspection: PdfInspection, limits: PdfLimits): ApiHttpError | undefined {
  const failed = (why: string) => new ApiHttpError(400, assetProcessingFailed, `${why}; fix the file and upload it again`);
  switch (inspection.kind) {
    case 'ok':
      return inspection.pageCount > boxLimits.pdfPagesMax
        ? new ApiHttpError(400, ApiErrorCode.TooManyPdfPages, `PDF contains too many pages (max ${boxLimits.pdfPagesMax})`)
        : undefined;
    case 'encrypted':
      return new ApiHttpError(400, ApiErrorCode.UnsupportedFileType, 'Unsupported file type: the PDF is password protected; remove the password and upload it again');
    case 'inflate-limit':
      return inspection.budget === 'parsed'
        ? failed(`The PDF could not be processed: its object streams expand to more than ${mib(limits.maxObjectStreamBytes)}`)
        : failed(`The PDF could not be processed: its compressed content expands to more than ${mib(limits.maxInflatedBytes)}`);
    case 'memory-limit':
      return failed(`The PDF could not be processed: reading it needs more than ${limits.maxOldGenerationSizeMb} MiB of memory`);
    case 'time-limit':
      return failed(`The PDF could not be processed: reading it takes longer than ${Math.round(limits.timeoutMs / 1000)} seconds`);
    case 'unreadable':
      return failed('The file could not be read');
  }
}
