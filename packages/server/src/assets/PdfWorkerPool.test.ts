import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { assemblePdf, manyPagesPdf, objectStreamBomb, streamObject, zerosZlib } from '../../test/helpers/pdfSamples.js';
import { PdfWorkerPool } from './PdfWorkerPool.js';

const mib = 1024 * 1024;
const pools: PdfWorkerPool[] = [];
const pool = (limits: ConstructorParameters<typeof PdfWorkerPool>[0]) => {
  const created = new PdfWorkerPool(limits);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

// Starting a worker compiles TypeScript in it (a second or two on a busy machine): room for that.
const slow = { timeout: 60_000 };

describe('PdfWorkerPool', () => {
  it('counts pages in a worker', slow, async () => {
    expect(await pool({ workers: 1 }).inspect(manyPagesPdf(3))).toEqual({ kind: 'ok', pageCount: 3, bytes: null, removed: [] });
  });

  it('stops a PDF past the time limit (time-limit), then serves the next one with a new worker', slow, async () => {
    const limited = pool({ workers: 1, timeoutMs: 300, maxOldGenerationSizeMb: 2048 });
    expect((await limited.inspect(manyPagesPdf(1))).kind).toBe('ok');
    expect(await limited.inspect(manyPagesPdf(150_000))).toEqual({ kind: 'time-limit' });
    expect((await limited.inspect(manyPagesPdf(2))).kind).toBe('ok');
  });

  it('stops a PDF that needs more heap than the limit (memory-limit), then serves the next one', slow, async () => {
    const limited = pool({ workers: 1, maxOldGenerationSizeMb: 24, timeoutMs: 60_000 });
    expect(await limited.inspect(manyPagesPdf(100_000))).toEqual({ kind: 'memory-limit' });
    expect((await limited.inspect(manyPagesPdf(2))).kind).toBe('ok');
  });

  it('refuses object streams that inflate past their limit (inflate-limit, parsed): pdf-lib would inflate them into memory', slow, async () => {
    const limited = pool({ workers: 1, maxObjectStreamBytes: 8 * mib });
    expect(await limited.inspect(objectStreamBomb(64 * mib))).toEqual({ kind: 'inflate-limit', budget: 'parsed' });
    expect((await limited.inspect(objectStreamBomb(4 * mib))).kind).not.toBe('inflate-limit');
  });

  it('refuses streams that together inflate past the total limit, also when compressed two or three times (inflate-limit, total)', slow, async () => {
    const limited = pool({ workers: 1, maxInflatedBytes: 8 * mib });
    const pdfWith = (filter: string, data: Buffer) =>
      assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', streamObject(`/Filter ${filter}`, data)]);
    const once = zerosZlib(64 * mib);
    const twice = deflateSync(once);
    const thrice = deflateSync(twice);
    expect(thrice.length).toBeLessThan(4 * 1024);
    expect(await limited.inspect(pdfWith('/FlateDecode', once))).toEqual({ kind: 'inflate-limit', budget: 'total' });
    expect(await limited.inspect(pdfWith('[/FlateDecode /FlateDecode]', twice))).toEqual({ kind: 'inflate-limit', budget: 'total' });
    expect(await limited.inspect(pdfWith('[/FlateDecode /FlateDecode /FlateDecode]', thrice))).toEqual({ kind: 'inflate-limit', budget: 'total' });
    // A page content stream is not an object stream: only the total limit applies to it.
    expect((await pool({ workers: 1, maxObjectStreamBytes: 8 * mib }).inspect(pdfWith('/FlateDecode', once))).kind).toBe('ok');
  });
});
