/**
 * What the PDF worker (pdfWorkerThread.ts) does with one uploaded PDF: the decompressed-size check
 * (inflatedSizeWithin), parsing with pdf-lib, refusing encryption, counting pages and stripping
 * actions (stripPdfActions). It runs inside a worker thread with a heap limit and a wall-clock
 * limit (PdfWorkerPool), never on the request thread; it is a plain function so the worker stays
 * a thin message loop.
 */
import { PDFDocument } from 'pdf-lib';
import { inflatedSizeWithin, type InflateLimits } from './inflatedSizeWithin.js';
import { stripPdfActions } from './stripPdfActions.js';

/**
 * The outcome of inspecting a PDF. `ok`: `pageCount` pages; `bytes` the file to store when
 * something was stripped (the names in `removed`), else null (store the upload as it is).
 * `encrypted`: password protected. `unreadable`: pdf-lib could not parse it. `inflate-limit`:
 * its streams inflate to more than a limit (`budget`: all streams, or the object and xref streams
 * pdf-lib inflates). `memory-limit` and `time-limit` come from the pool
 * when the worker had to be stopped.
 */
export type PdfInspection =
  | { kind: 'ok'; pageCount: number; bytes: Uint8Array | null; removed: string[] }
  | { kind: 'encrypted' }
  | { kind: 'unreadable'; detail: string }
  | { kind: 'inflate-limit'; budget: 'total' | 'parsed' }
  | { kind: 'memory-limit' }
  | { kind: 'time-limit' };

// Tokens of actions in the raw bytes: when one appears although the parsed objects hold none
// (inside something pdf-lib skipped), the file is still rewritten from what pdf-lib parsed.
const actionToken = /\/(?:JavaScript|JS|OpenAction|AA|Launch|XFA)(?![A-Za-z0-9#])/;

/**
 * Inspects `bytes`; `inflate` caps what its compressed streams may inflate to (inflatedSizeWithin).
 * Never throws for a bad file: every failure is a PdfInspection kind.
 */
export async function inspectPdf(bytes: Uint8Array, inflate: InflateLimits): Promise<PdfInspection> {
  const broken = await inflatedSizeWithin(bytes, inflate);
  if (broken) return { kind: 'inflate-limit', budget: broken };
  let doc: PDFDocument;
  let pageCount: number;
  try {
    // Inside the worker there is no request thread to yield to: parse at full speed.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: Infinity });
    if (doc.isEncrypted) return { kind: 'encrypted' };
    pageCount = doc.getPageCount();
  } catch (error) {
    return { kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
  const removed = stripPdfActions(doc);
  const rawHasActions = actionToken.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  if (removed.length === 0 && !rawHasActions) return { kind: 'ok', pageCount, bytes: null, removed };
  const saved = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  return { kind: 'ok', pageCount, bytes: saved, removed };
}
