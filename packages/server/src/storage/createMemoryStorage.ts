/** A FileStorage in process memory: for tests and IN_MEMORY=1 runs, where nothing should outlive the process. */
import { Readable } from 'node:stream';
import { assertStorageKey } from './assertStorageKey.js';
import type { FileStorage } from './FileStorage.js';

/** An empty in-memory FileStorage. Stored bytes are copied in and out, so callers cannot alias them. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      assertStorageKey(key);
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      assertStorageKey(key);
      const bytes = files.get(key);
      return bytes ? Buffer.from(bytes) : undefined;
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
    async putStream(key, source) {
      assertStorageKey(key);
      // Memory is where the bytes end up anyway; they are stored only once the source has ended.
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk));
      const bytes = Buffer.concat(chunks);
      files.set(key, bytes);
      return bytes.length;
    },
    async getStream(key) {
      assertStorageKey(key);
      const bytes = files.get(key);
      return bytes ? Readable.from([Buffer.from(bytes)]) : undefined;
    },
  };
}
