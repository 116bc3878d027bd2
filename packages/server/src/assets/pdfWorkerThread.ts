/**
 * The message loop of a PDF worker thread (started by PdfWorkerPool through pdfWorker.mjs): each
 * message `{ id, bytes, inflate }` is answered with `{ id, inspection }` (inspectPdf),
 * the stripped file's buffer transferred rather than copied. One message at a time: the pool
 * sends the next only after the answer.
 */
import { parentPort } from 'node:worker_threads';
import type { InflateLimits } from './inflatedSizeWithin.js';
import { inspectPdf, type PdfInspection } from './inspectPdf.js';

/** A request to the worker. */
export interface PdfWorkerRequest {
  id: number;
  bytes: Uint8Array;
  inflate: InflateLimits;
}

/** The worker's answer to request `id`. */
export interface PdfWorkerAnswer {
  id: number;
  inspection: PdfInspection;
}

if (!parentPort) throw new Error('pdfWorkerThread runs only inside a worker thread');
const port = parentPort;
port.on('message', (request: PdfWorkerRequest) => {
  void inspectPdf(request.bytes, request.inflate).then(
    (inspection) => {
      const answer: PdfWorkerAnswer = { id: request.id, inspection };
      const transfer = inspection.kind === 'ok' && inspection.bytes ? [inspection.bytes.buffer as ArrayBuffer] : [];
      port.postMessage(answer, transfer);
    },
    (error: unknown) => {
      const answer: PdfWorkerAnswer = { id: request.id, inspection: { kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) } };
      port.postMessage(answer);
    },
  );
});
port.postMessage({ ready: true });
