/**
 * A small pool of worker threads that inspect uploaded PDFs (inspectPdf) off the request thread,
 * so one hostile file cannot freeze every other request (DESIGN.md Security).
 *
 * Requirements: a PDF bomb must neither block the event loop nor take the machine's memory; two
 * bombs at once must not take two cores forever; a legitimate 200-page PDF must pass.
 *
 * Each worker runs with V8 heap limits (`resourceLimits`); memory outside the heap (inflated
 * stream data) is bounded by the decompressed-size budget inspectPdf checks first. Each job has a
 * wall-clock limit from the moment a ready worker takes it: past it the worker is terminated,
 * which stops even a synchronous loop. A
 * worker that ran out of heap or was terminated is replaced on the next job. At most `size`
 * workers exist; further jobs wait in order. Workers are started on first use and kept, since a
 * start costs a few hundred milliseconds (TypeScript is compiled in the thread).
 */
import { Worker } from 'node:worker_threads';
import type { PdfInspection } from './inspectPdf.js';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdfWorkerThread.js';

/** Limits of PDF processing. Sizes in MiB or bytes as named, times in milliseconds. */
export interface PdfLimits {
  /** Worker threads at most (default 2). */
  workers: number;
  /** V8 old-generation heap of a worker, MiB (default 256). */
  maxOldGenerationSizeMb: number;
  /** V8 young-generation heap of a worker, MiB (default 32). */
  maxYoungGenerationSizeMb: number;
  /** Wall-clock time one PDF may take, ms (default 20,000). */
  timeoutMs: number;
  /** All compressed streams of one PDF may inflate to at most this many bytes (default 1 GiB). */
  maxInflatedBytes: number;
  /** Its object and xref streams, which pdf-lib inflates into memory, to at most this many (default 64 MiB). */
  maxObjectStreamBytes: number;
}

/** The limits used unless createServer is given others. */
export const defaultPdfLimits: PdfLimits = {
  workers: 2,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  timeoutMs: 20_000,
  maxInflatedBytes: 1024 * 1024 * 1024,
  maxObjectStreamBytes: 64 * 1024 * 1024,
};

interface Job {
  bytes: Uint8Array;
  resolve(inspection: PdfInspection): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
}

const workerUrl = new URL('./pdfWorker.mjs', import.meta.url);
/** How long a worker may take to start before its job is answered `unreadable`. */
const startupMs = 30_000;

/** Runs inspectPdf in worker threads under `limits`. */
export class PdfWorkerPool {
  readonly limits: PdfLimits;
  private readonly idle: Slot[] = [];
  private readonly queue: Job[] = [];
  private running = 0;
  private nextId = 1;
  private closed = false;
  private readonly live = new Set<Worker>();

  constructor(limits: Partial<PdfLimits> = {}) {
    this.limits = { ...defaultPdfLimits, ...limits };
  }

  /**
   * Inspects `bytes` in a worker. Resolves with the inspection, `memory-limit` when the worker
   * ran out of heap, `time-limit` when it took longer than `timeoutMs`; never rejects (after
   * close() it resolves `unreadable`).
   */
  inspect(bytes: Uint8Array): Promise<PdfInspection> {
    if (this.closed) return Promise.resolve({ kind: 'unreadable', detail: 'The server is shutting down' });
    return new Promise((resolve) => {
      this.queue.push({ bytes, resolve });
      this.pump();
    });
  }

  /** Stops every worker; jobs still waiting resolve `unreadable`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ kind: 'unreadable', detail: 'The server is shutting down' });
    await Promise.all([...this.live].map((worker) => worker.terminate()));
    this.idle.length = 0;
  }

  private pump(): void {
    while (!this.closed && this.queue.length > 0 && this.running < this.limits.workers) {
      const job = this.queue.shift()!;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.limits.maxYoungGenerationSizeMb,
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    });
    this.live.add(worker);
    worker.once('exit', () => this.live.delete(worker));
    // An idle worker must not keep the process alive.
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if ((message as { ready?: boolean })?.ready) {
          worker.off('error', reject);
          resolve();
        }
      };
      worker.once('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('The PDF worker stopped while starting')));
    });
    const slot = { worker, ready };
    // A worker that fails while idle (it should not) is dropped rather than crashing the process.
    worker.on('error', () => {
      const index = this.idle.indexOf(slot);
      if (index >= 0) this.idle.splice(index, 1);
    });
    return slot;
  }

  private async run(job: Job): Promise<void> {
    const slot = this.idle.pop() ?? this.spawn();
    const { worker } = slot;
    const id = this.nextId++;
    const outcome = await new Promise<{ inspection: PdfInspection; reusable: boolean }>((resolve) => {
      let settled = false;
      const settle = (inspection: PdfInspection, reusable: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve({ inspection, reusable });
      };
      const onMessage = (message: PdfWorkerAnswer) => {
        if (message.id === id) settle(message.inspection, true);
      };
      const onError = (error: Error & { code?: string }) =>
        settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory-limit' } : { kind: 'unreadable', detail: error.message }, false);
      const onExit = () => settle({ kind: 'unreadable', detail: 'The PDF worker stopped' }, false);
      // The time limit counts from the job's start in a ready worker; starting a worker (a
      // second or so, compiling TypeScript) has its own, looser bound.
      let timer = setTimeout(() => settle({ kind: 'unreadable', detail: 'The PDF worker did not start' }, false), Math.max(startupMs, this.limits.timeoutMs));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      slot.ready.then(
        () => {
          if (settled) return;
          clearTimeout(timer);
          timer = setTimeout(() => settle({ kind: 'time-limit' }, false), this.limits.timeoutMs);
          const inflate = { totalBytes: this.limits.maxInflatedBytes, parsedBytes: this.limits.maxObjectStreamBytes };
          const request: PdfWorkerRequest = { id, bytes: job.bytes, inflate };
          worker.postMessage(request);
        },
        (error: unknown) => settle({ kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) }, false),
      );
    });
    if (outcome.reusable && !this.closed) {
      worker.unref();
      this.idle.push(slot);
    } else {
      await worker.terminate();
    }
    job.resolve(outcome.inspection);
  }
}
