/**
 * A zip file written straight into the FileStorage as it is built (fflate's streaming Zip), for
 * archives larger than memory (account exports). Entries are added one after another; each
 * waits until the storage has taken the bytes produced so far (back-pressure), so at most one
 * chunk of input and the storage's write buffer are held at any time.
 *
 * Requirements: a failed storage write must end the producer (not leave it waiting for a drain
 * that never comes), and a failed producer must leave nothing stored (`putStream` keeps the old
 * file or none).
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import type { FileStorage } from './FileStorage.js';

/** How an entry is stored: deflated (text, JSON) or as is (PDFs and images are compressed already). */
export interface ZipEntryOptions {
  compress: boolean;
  /** The entry's modification time (default: now). */
  modified?: Date;
}

/** A zip being written to one storage key. */
export class StreamedZip {
  private readonly out = new PassThrough();
  private readonly zip: Zip;
  private readonly stored: Promise<number>;
  /** Rejects when the storage stops taking bytes before the zip has ended (its error, or an early end). */
  private readonly storageGaveUp: Promise<never>;
  private ended = false;

  /** Starts writing the zip under `key` of `storage`. */
  constructor(storage: FileStorage, key: string) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.out.destroy(error);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end();
    });
    this.stored = storage.putStream(key, this.out);
    this.storageGaveUp = this.stored.then((size) => {
      if (this.ended) return new Promise<never>(() => undefined);
      throw new Error(`The storage ended the zip after ${size} bytes, before it was complete`);
    });
    // Observed by every wait below; a rejection nobody awaits (a zip that finishes) is not an error.
    this.storageGaveUp.catch(() => undefined);
  }

  /** Adds one entry with all its bytes. */
  async addBytes(name: string, bytes: Uint8Array, options: ZipEntryOptions): Promise<void> {
    const entry = this.entry(name, options);
    entry.push(bytes, true);
    await this.drained();
  }

  /** Adds one entry whose bytes come from `source`, chunk by chunk. */
  async addStream(name: string, source: AsyncIterable<Uint8Array>, options: ZipEntryOptions): Promise<void> {
    const entry = this.entry(name, options);
    for await (const chunk of source) {
      entry.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk), false);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the central directory and resolves, once stored, with the zip's size in bytes. */
  async finish(): Promise<number> {
    this.ended = true;
    this.zip.end();
    return this.stored;
  }

  /** Abandons the zip: nothing is stored; resolves once the storage has let go. */
  async abort(reason: Error): Promise<void> {
    this.ended = true;
    this.zip.terminate();
    this.out.destroy(reason);
    await this.stored.catch(() => undefined);
  }

  private entry(name: string, options: ZipEntryOptions): ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } {
    const entry = options.compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = options.modified ?? new Date();
    this.zip.add(entry);
    return entry;
  }

  private async drained(): Promise<void> {
    if (!this.out.writableNeedDrain) return;
    await Promise.race([once(this.out, 'drain'), this.storageGaveUp]);
  }
}
