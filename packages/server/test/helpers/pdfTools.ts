/**
 * poppler-utils in tests (issue #5: "pdfsig must report the signature valid"): runs pdfsig and
 * pdftotext on PDF bytes through a temporary file. .ci/run installs poppler-utils.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

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

/**
 * `bytes` with an incremental update appended the way any PDF editor saves a change: a new
 * content stream painting a red box on the first page, a new version of that page listing it,
 * a cross-reference section for the two objects and a trailer whose /Prev points at the
 * previous one. The signed bytes stay untouched; only bytes after them are added.
 */
export async function appendVisibleIncrementalUpdate(bytes: Uint8Array): Promise<Buffer> {
  const original = Buffer.from(bytes);
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const page = doc.getPages()[0]!;
  const prev = [...original.toString('latin1').matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1];
  if (!prev) throw new Error('no startxref');
  const root = doc.context.trailerInfo.Root;
  if (!root) throw new Error('no /Root');
  const streamNumber = doc.context.largestObjectNumber + 1;
  const drawing = '1 0 0 rg 60 60 240 120 re f';
  const contents = page.node.get(PDFName.of('Contents'));
  const list = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const newPage = page.node.clone(doc.context);
  newPage.set(PDFName.of('Contents'), doc.context.obj([...list, PDFRef.of(streamNumber)]));
  let tail = '\n';
  const offsetOfStream = original.length + tail.length;
  tail += `${streamNumber} 0 obj\n<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream\nendobj\n`;
  const offsetOfPage = original.length + tail.length;
  tail += `${page.ref.objectNumber} 0 obj\n${newPage.toString()}\nendobj\n`;
  const xrefAt = original.length + tail.length;
  const entry = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `xref\n0 1\n0000000000 65535 f \n${page.ref.objectNumber} 1\n${entry(offsetOfPage)}${streamNumber} 1\n${entry(offsetOfStream)}`;
  tail += `trailer\n<< /Size ${streamNumber + 1} /Root ${root.toString()} /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(tail, 'latin1')]);
}
