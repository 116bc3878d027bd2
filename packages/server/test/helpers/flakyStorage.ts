/**
 * Test double for the disk (an external boundary): in-memory file storage whose writes fail with
 * "disk full" while `failing` is set, the way to make a seal fail for real in the sealing tests.
 */
import { createMemoryStorage } from '../../src/storage/createMemoryStorage.js';
import type { FileStorage } from '../../src/storage/FileStorage.js';

/** A FileStorage whose `put` rejects while `failing` is true; reads and deletes always work. */
export function flakyStorage(): FileStorage & { failing: boolean } {
  const inner = createMemoryStorage();
  return {
    kind: inner.kind,
    failing: false,
    async put(key, bytes) {
      if (this.failing) throw new Error('disk full');
      return inner.put(key, bytes);
    },
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    async putStream(key, source) {
      if (this.failing) throw new Error('disk full');
      return inner.putStream(key, source);
    },
    getStream: (key) => inner.getStream(key),
  };
}
