/**
 * Test double for the storage (an external boundary) that holds streamed writes at a gate: an
 * export stays running, deterministically, until the test opens the gate. Everything else is
 * the in-memory storage.
 */
import { createMemoryStorage } from '../../src/storage/createMemoryStorage.js';
import type { FileStorage } from '../../src/storage/FileStorage.js';

/** A FileStorage whose `putStream` waits until `open()` (call `close()` to hold the next ones again); `has(key)` tells what is stored. */
export function gatedStorage(): FileStorage & { open(): void; close(): void; has(key: string): Promise<boolean> } {
  const inner = createMemoryStorage();
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  return {
    kind: inner.kind,
    put: (key, bytes) => inner.put(key, bytes),
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    getStream: (key) => inner.getStream(key),
    async putStream(key, source) {
      await gate;
      return inner.putStream(key, source);
    },
    open() {
      release();
    },
    close() {
      gate = new Promise((resolve) => (release = resolve));
    },
    has: async (key) => (await inner.get(key)) !== undefined,
  };
}
