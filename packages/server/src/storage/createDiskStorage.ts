/** The default FileStorage: files on local disk under one directory (DATA_DIR/files). */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey } from './assertStorageKey.js';
import type { FileStorage } from './FileStorage.js';

/** A FileStorage rooted at `dir` (created on first write). Keys: see assertStorageKey. */
export function createDiskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, ...key.split('/'));
  };
  // Write beside, then rename: rename is atomic on one file system, so a concurrent reader
  // gets the old file or the new one, never a truncated PDF.
  const temporaryOf = (path: string) => `${path}.${randomBytes(6).toString('hex')}.tmp`;
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = temporaryOf(path);
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
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = temporaryOf(path);
      let size = 0;
      const counted = async function* () {
        for await (const chunk of source) {
          size += chunk.byteLength;
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(counted()), createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return size;
    },
    async getStream(key) {
      // Open first, so a missing file is undefined rather than a stream that errors later.
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      return handle.createReadStream();
    },
  };
}
