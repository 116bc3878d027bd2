/**
 * PDF processing of a server: the worker pool (PdfWorkerPool) and the uploads still being
 * processed in the background (§7 `allow_async=true`), so closing the server waits for them and
 * tests can wait for them instead of for time.
 */
import { defaultPdfLimits, PdfWorkerPool, type PdfLimits } from './PdfWorkerPool.js';

/** Options of createAssetProcessing. */
export interface AssetProcessingOptions {
  /** Limits of the PDF workers (PdfWorkerPool); unset ones take defaultPdfLimits. */
  limits?: Partial<PdfLimits>;
  /**
   * With allow_async=true, PDFs of at least this many bytes answer at once in state
   * `processing` (default 1 MiB); smaller ones are processed before the answer.
   */
  asyncFromBytes?: number;
}

/** The PDF workers and the background work of one server. */
export interface AssetProcessing {
  readonly pool: PdfWorkerPool;
  readonly asyncFromBytes: number;
  /** Runs `task` after the answer is sent; a failure is passed to `onError` (logging), never thrown. */
  background(task: () => Promise<void>, onError: (error: unknown) => void): void;
  /** Resolves once no background task is running. */
  settled(): Promise<void>;
  /** Waits for the background tasks, then stops the workers. */
  close(): Promise<void>;
}

/** Creates the PDF processing of a server (createServer does this unless given one). */
export function createAssetProcessing(options: AssetProcessingOptions = {}): AssetProcessing {
  const pool = new PdfWorkerPool({ ...defaultPdfLimits, ...options.limits });
  const running = new Set<Promise<void>>();
  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  return {
    pool,
    asyncFromBytes: options.asyncFromBytes ?? 1024 * 1024,
    background(task, onError) {
      const run = task().catch(onError);
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    settled,
    async close() {
      await settled();
      await pool.close();
    },
  };
}
