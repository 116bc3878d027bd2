/**
 * The sealed PDF's layout: the footer never prints over the pages of an uploaded PDF section
 * (they are merged as they are); "Page N of M" counts every page, the embedded pages and the
 * audit certificate included; a handwritten signature sits with the signer's name, the signing
 * time and the sign method; empty sections are left out (§5 emptiness); pdfsig still reports
 * the seal valid.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgreementWire } from '@inkflow/core';
import { PDFDict, PDFDocument, PDFName, PDFStream, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfsig } from './helpers/pdfTools.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { TestClient, guestHeaders, pngDataUrl, tokenFromLink } from './helpers/testServer.js';
import { downloadSealedPdf } from './helpers/waitForSeal.js';

const f = SigningFixture.perFile({});

type Outbox = { collection: { to: string; text: string }[] };

/** A PDF of `pages` A4 pages whose text runs down to 10 pt above the bottom edge, where a footer would go. */
async function annexPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Annex page ${i + 1}`, { x: 60, y: 780, size: 14 });
    page.drawText(`Annex bottom line ${i + 1}`, { x: 60, y: 10, size: 8 });
  }
  return Buffer.from(await doc.save());
}

/** Uploads `bytes` as the agreement's PDF asset. */
async function uploadPdf(agreementId: number, bytes: Buffer): Promise<number> {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset_type"\r\n\r\npdf\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="annex.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await f.owner.request('POST', `/api/agreements/${agreementId}/assets/`, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** pdftotext -layout of each page, in page order. */
function pageTexts(bytes: Uint8Array, pages: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'inkflow-layout-'));
  try {
    const path = join(dir, 'sealed.pdf');
    writeFileSync(path, bytes);
    return Array.from({ length: pages }, (_, i) => {
      const result = spawnSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), path, '-'], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
      return result.stdout;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the page draws an image XObject (the handwritten signature). */
function drawsImage(page: PDFPage): boolean {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return false;
  return xObjects.keys().some((key) => {
    const object = xObjects.lookup(key);
    return object instanceof PDFStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image';
  });
}

describe('the sealed PDF layout', () => {
  let pdf: Buffer;
  let doc: PDFDocument;
  let texts: string[];

  beforeAll(async () => {
    let a = (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'Layout agreement' })).json() as AgreementWire;
    const annexId = await uploadPdf(a.id, await annexPdf(2));
    const saved = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      data: [
        { key: 'data_field', value: { key: 'po_number', name: 'PO number', value: 'PO-1234', type: 'text' } },
        { key: 'data_field', value: { key: 'delivery_notes', name: 'Delivery notes', value: '', type: 'text' } },
      ],
      boxes: [
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The terms come first.' }] }] } },
        { type: 12, content: { inputs: [{ data_field_key: 'delivery_notes', type: 'text', label: 'Delivery notes' }] } },
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: '   ' }] }] } },
        { type: 3, content: { asset_id: annexId } },
        { type: 12, content: { inputs: [{ data_field_key: 'po_number', type: 'text', label: 'Purchase order' }] } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    a = saved.json() as AgreementWire;
    expect((await f.owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ada Lovelace', email: 'ada@example.com', type: 1, sign_method: 10 })).statusCode).toBe(201);
    const published = await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
    expect(published.statusCode, published.body).toBe(200);
    const participantId = (published.json() as AgreementWire).participants.find((p) => p.email === 'ada@example.com')!.id;
    const outbox = (await f.owner.get('/api/dev/outbox')).json() as Outbox;
    const token = tokenFromLink(outbox.collection.find((m) => m.to === 'ada@example.com' && m.text.includes(`/documents/${a.id}/at/`))!.text, a.id);
    const guest = new TestClient(f.server.app);
    const current = (await guest.get(`/api/agreements/${a.id}`, { headers: guestHeaders(token) })).json() as AgreementWire;
    const signed = await guest.post(
      `/api/agreements/${a.id}/participants/${participantId}/sign`,
      { checksum: current.checksum, sign_method: 10, handwritten_signature: pngDataUrl },
      { headers: guestHeaders(token) },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    pdf = await downloadSealedPdf(f.server.db, f.owner, a.id);
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
    texts = pageTexts(pdf, doc.getPageCount());
  });

  it('prints no footer on the embedded PDF pages, which keep their own content', () => {
    const annexPages = texts.map((text, i) => ({ text, i })).filter(({ text }) => text.includes('Annex page'));
    expect(annexPages.map(({ i }) => i)).toHaveLength(2);
    for (const { text } of annexPages) {
      expect(text).toContain('Annex bottom line');
      expect(text).not.toMatch(/Page \d+ of \d+/);
      expect(text).not.toContain('Layout agreement');
    }
  });

  it('numbers every other page "Page N of M", M counting the embedded pages and the certificate', () => {
    const total = doc.getPageCount();
    // Contract page, 2 annex pages, the page after them, the certificate.
    expect(total).toBeGreaterThanOrEqual(5);
    texts.forEach((text, i) => {
      if (text.includes('Annex page')) return;
      expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${total}`);
    });
    expect(texts.at(-1)).toContain('Audit certificate');
    expect(texts.at(-1)).toContain(`Audit certificate · Page ${total} of ${total}`);
  });

  it('prints the handwritten signature with the signer\'s name, signing time and sign method under it', () => {
    const pages = doc.getPages();
    const withImage = pages.map((page, i) => ({ i, image: drawsImage(page) })).filter((p) => p.image);
    expect(withImage).toHaveLength(1);
    const lines = texts[withImage[0]!.i]!.split('\n').map((l) => l.trim()).filter(Boolean);
    const caption = lines.findIndex((l) => /^Signed \d{4}-\d{2}-\d{2}.* · Handwritten signature$/.test(l));
    expect(caption, lines.join('\n')).toBeGreaterThan(0);
    expect(lines[caption - 1]).toBe('Ada Lovelace');
  });

  it('leaves out the empty form box and the blank text box, and keeps the filled ones', () => {
    // The contract pages (the certificate names every locked input, filled or not).
    const all = texts.slice(0, -1).join('\n');
    expect(all).toContain('The terms come first.');
    expect(all).toContain('Purchase order: PO-1234');
    expect(all).not.toContain('Delivery notes');
    // The blank text box would have printed its spaces as an empty paragraph: nothing to see,
    // so the proof is the form box above; no "[This section" note either.
    expect(all).not.toContain('[This section');
  });

  it('keeps a seal pdfsig reports valid', () => {
    expect(pdfsig(pdf)).toContain('Signature is Valid.');
  });
});
