/**
 * poppler-utils in tests (issue #5: "pdfsig must report the signature valid"): runs pdfsig and
 * pdftotext on PDF bytes through a temporary file. .ci/run installs poppler-utils.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(bytes: Uint8Array, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'inkflow-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfsig's report (stdout and stderr together; pdfsig exits non-zero for untrusted certificates). */
export function pdfsig(bytes: Uint8Array): string {
  return withFile(bytes, (path) => {
    const result = spawnSync('pdfsig', [path], { encoding: 'utf8' });
    if (result.error) throw result.error;
    return `${result.stdout}${result.stderr}`;
  });
}

/** The PDF's text (pdftotext, reading order). */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (path) => {
    const result = spawnSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout;
  });
}

/** The signed byte ranges `[start, length, start, length]` of the first signature's /ByteRange. */
export function byteRange(bytes: Uint8Array): [number, number, number, number] {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(Buffer.from(bytes).toString('latin1'));
  if (!match) throw new Error('no /ByteRange');
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
}
