/**
 * Hostile and unusual PDFs built in code for the upload tests and `npm run bench:pdf-bomb`:
 * decompression bombs (an object stream of zeros), a page tree of thousands of pages, deeply
 * nested arrays, a password-protected file (the standard security handler, RC4 40-bit, made by
 * hand since no encrypting tool is installed) and a file full of actions (/OpenAction,
 * /JavaScript, /AA, /Launch).
 */
import { createHash } from 'node:crypto';
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { PDFArray, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/** A PDF from numbered object bodies (object i+1 is `objects[i]`), a correct xref table and a trailer. */
export function assemblePdf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object body: the dictionary entries and the data (Length is added). */
export const streamObject = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

/**
 * A valid zlib stream of `size` zero bytes, built without compressing them: one deflate block of
 * 1 MiB of zeros (which only refers back one byte) repeated, then the end block and the Adler-32
 * checksum (for zeros: a = 1, b = size mod 65521). About 1 KiB per MiB.
 */
export function zerosZlib(size: number): Buffer {
  const mib = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(mib), { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const blocks = Math.floor(size / mib);
  const rest = size - blocks * mib;
  const tail = deflateRawSync(Buffer.alloc(rest), { level: 9 }); // final block
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) * 65536) + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(blocks).fill(block), tail, adler]);
}

/** Catalog, page tree and one page: objects 1-3 of the hand-built samples. */
const onePage = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];

/**
 * A one-page PDF with an object stream (/Type /ObjStm, the stream pdf-lib inflates while parsing)
 * that inflates to `inflatedBytes` zeros.
 */
export function objectStreamBomb(inflatedBytes: number): Buffer {
  return assemblePdf([...onePage, streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zerosZlib(inflatedBytes))]);
}

/** A PDF whose page tree holds `pages` pages (one /Pages node), each its own object. */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`];
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>');
  return assemblePdf(objects);
}

/** A one-page PDF with an array nested `depth` deep in its catalog. */
export function deeplyNestedPdf(depth: number): Buffer {
  return assemblePdf([`<< /Type /Catalog /Pages 2 0 R /Junk ${'['.repeat(depth)}${']'.repeat(depth)} >>`, ...onePage.slice(1)]);
}

/** RC4, for the standard security handler (Node's OpenSSL 3 no longer offers it by default). */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padding = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), padding]).subarray(0, 32);

/**
 * A one-page PDF readable only with the user password `password` (standard security handler,
 * revision 2, RC4 40-bit; PDF 32000-1 7.6.3 algorithms 2, 3 and 4), its page content encrypted.
 */
export function passwordProtectedPdf(password = 'secret-2026'): Buffer {
  const id = createHash('md5').update('inkflow-encrypted-sample').digest();
  const owner = md5(padded('owner-2026')).subarray(0, 5);
  const o = rc4(owner, padded(password));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-44);
  const key = md5(padded(password), o, permissions, id).subarray(0, 5);
  const u = rc4(key, padding);
  const objectKey = (num: number) => md5(key, Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey(4), Buffer.from('BT /F1 12 Tf 20 100 Td (Secret terms) Tj ET'));
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
      streamObject('', content),
      `<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P -44 >>`,
    ],
    `/Encrypt 5 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] `,
  );
}

/**
 * A two-page PDF (made with pdf-lib) that acts on its own: a catalog /OpenAction running
 * JavaScript, document-level JavaScript in /Names, catalog and page /AA, a link annotation whose
 * action launches a program, and a form field with a JavaScript /AA — plus an ordinary /URI link
 * that must survive.
 */
export async function pdfWithActions(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const first = doc.addPage([200, 200]);
  first.drawText('Terms with actions', { x: 20, y: 100, size: 12 });
  doc.addPage([200, 200]).drawText('Page two', { x: 20, y: 100, size: 12 });
  const { context, catalog } = doc;
  const js = (code: string) => context.register(context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) }));
  catalog.set(PDFName.of('OpenAction'), js("app.alert('opened')"));
  catalog.set(PDFName.of('AA'), context.obj({ WC: js("app.alert('closing')") }));
  const scripts = context.register(context.obj({ Names: [PDFString.of('init'), js("app.launchURL('https://evil.example/')")] }));
  catalog.set(PDFName.of('Names'), context.obj({ JavaScript: scripts }));
  first.node.set(PDFName.of('AA'), context.obj({ O: js("this.print()") }));
  const launch = context.register(context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe'), Next: js("app.alert('next')") }));
  const launchLink = context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 60, 30], Border: [0, 0, 0], A: launch }));
  const uriLink = context.register(
    context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [70, 10, 120, 30], Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://inkflow.test/') } }),
  );
  const field = context.register(
    context.obj({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: PDFHexString.fromText('name'), Rect: [10, 40, 100, 60], AA: { K: js("event.value = 'x'") } }),
  );
  first.node.set(PDFName.of('Annots'), context.obj([launchLink, uriLink, field]) as PDFArray);
  catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [field] }));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
