/** The default FileStorage: files on local disk under one directory (DATA_DIR/files). */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey } from './assertStorageKey.js';
import type { FileStorage } from './FileStorage.js';

/** A FileStorage rooted at `dir` (created on first write). Keys: see assertStorageKey. */
export function createDiskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside, then rename: rename is atomic on one file system, so a concurrent reader
      // gets the old file or the new one, never a truncated PDF.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
