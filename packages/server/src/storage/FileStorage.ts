import type { Readable } from 'node:stream';

/**
 * Where Inkflow keeps files (DESIGN.md "Data": "Uploaded files: a storage interface; local disk
 * under DATA_DIR by default"): sealed PDFs, uploads and account exports.
 *
 * Keys are relative, slash-separated paths such as `sealed/12/3f9a….pdf` (see assertStorageKey),
 * so the same key works for the disk, memory and, later, an object store.
 */
export interface FileStorage {
  /** `disk` (under a directory) or `memory` (tests, IN_MEMORY=1). */
  readonly kind: 'disk' | 'memory';
  /** Stores `bytes` under `key`, replacing what was there. A reader never sees a half-written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or undefined when nothing is stored there. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores what `source` yields under `key`, chunk by chunk, so a file larger than memory (an
   * account export) never has to be held whole; resolves with the number of bytes stored. As with
   * `put`, a reader sees the old file or the complete new one; when `source` fails, nothing is
   * stored and the promise rejects with its error.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes under `key` as a stream (for downloads of large files), or undefined when nothing is stored there. */
  getStream(key: string): Promise<Readable | undefined>;
}
