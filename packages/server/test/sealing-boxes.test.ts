/**
 * Sealing renders every box type (issue #5 "Sealing"): an agreement holding a text, product
 * table, form input, duration, attachments and uploaded PDF box is concluded, and the sealed
 * PDF carries the product rows and total, the form value, the duration dates, the attachment
 * name and the uploaded PDF's pages, with a signature pdfsig still reports valid.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgreementWire } from '@inkflow/core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAndSeal } from './helpers/signAndSeal.js';
import { pdfText, pdfsig } from './helpers/pdfTools.js';
import { pngDataUrl } from './helpers/testServer.js';
import { SigningFixture } from './helpers/signingFlow.js';


const f = SigningFixture.perFile({});

/** A real PDF of `pages` pages, each saying "Annex page N". */
async function annexPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([300, 300]).drawText(`Annex page ${i + 1}`, { x: 20, y: 150, size: 14 });
  return Buffer.from(await doc.save());
}

/** Uploads `bytes` as a multipart file to the agreement's assets. */
async function upload(agreementId: number, assetType: string, name: string, bytes: Buffer): Promise<{ id: number; size: number; name: string }> {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset_type"\r\n\r\n${assetType}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await f.owner.request('POST', `/api/agreements/${agreementId}/assets/`, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; size: number; name: string };
}

/** pdfinfo's page count. */
function pageCount(bytes: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'inkflow-pdfinfo-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    const result = spawnSync('pdfinfo', [path], { encoding: 'utf8' });
    const match = /^Pages:\s+(\d+)/m.exec(result.stdout);
    if (!match) throw new Error(`pdfinfo failed: ${result.stderr}`);
    return Number(match[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the sealed PDF of an agreement with every box type', () => {
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    let a = (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'Supply agreement' })).json() as AgreementWire;
    const annex = await upload(a.id, 'pdf', 'annex.pdf', await annexPdf(2));
    const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
    const attachment = await upload(a.id, 'attachment', 'price-list.png', png);
    const saved = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      data: [{ key: 'data_field', value: { key: 'po_number', name: 'PO number', value: 'PO-77431', type: 'text' } }],
      boxes: [
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The supplier delivers the goods below.' }] }] } },
        {
          type: 13,
          config: { columns: [{ key: 'name', label: 'Product', uuid: 'c1' }] },
          content: {
            rows: [
              { cells: { name: 'Widget Alpha' }, quantity: '3', price: '10.50', tax: '25' },
              { cells: { name: 'Gadget Beta' }, quantity: '2', price: '100' },
            ],
          },
        },
        { type: 12, content: { inputs: [{ data_field_key: 'po_number', type: 'text', label: 'Purchase order' }] } },
        { type: 2, content: { start_date: '2027-01-15', end_date: '2028-01-14', notice_period: { amount: 3, unit: 'months' } } },
        { type: 4, content: { data: [{ key: 'file', value: { asset_id: attachment.id, name: attachment.name, size: attachment.size } }] } },
        { type: 3, content: { asset_id: annex.id } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    a = saved.json() as AgreementWire;
    pdf = await signAndSeal(f.server, f.owner, a.id);
    text = pdfText(pdf);
  });

  it('prints the product rows and the server-computed total', () => {
    expect(text).toContain('Widget Alpha');
    expect(text).toContain('Gadget Beta');
    // 3 × 10.50 + 2 × 100 = 231.50; incl. 25 % tax on the first row: 239.38 (31.50 × 1.25 = 39.375 → 239.375 → 239.38).
    expect(text).toContain('Total: 231.50');
    expect(text).toMatch(/Total incl\. tax: 239\.3[78]/);
  });

  it('prints the form input label and the bound data field value', () => {
    expect(text).toContain('Purchase order: PO-77431');
  });

  it('prints the duration dates and notice period', () => {
    expect(text).toContain('2027-01-15');
    expect(text).toContain('2028-01-14');
    expect(text).toContain('Notice period: 3 months');
  });

  it('lists the attachment file name', () => {
    expect(text).toContain('price-list.png');
  });

  it('merges the uploaded PDF pages in order', async () => {
    expect(text).toContain('Annex page 1');
    expect(text).toContain('Annex page 2');
    expect(text.indexOf('Annex page 1')).toBeLessThan(text.indexOf('Annex page 2'));
    // Contract page(s) + the 2 annex pages (300 × 300 pt, unlike the A4 pages) + the certificate.
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const sizes = doc.getPages().map((p) => Math.round(p.getWidth()));
    expect(sizes.filter((w) => w === 300)).toHaveLength(2);
    expect(doc.getPageCount()).toBe(pages);
  });

  it('keeps a signature pdfsig reports valid', () => {
    expect(pdfsig(pdf)).toContain('Signature is Valid.');
  });
});

describe('the attachments of the sealed PDF', () => {
  it('prints the stored file\'s real size and SHA-256, not the size the sender typed', async () => {
    let a = (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'Attachment facts' })).json() as AgreementWire;
    const bytes = await annexPdf(3);
    const attachment = await upload(a.id, 'attachment', 'terms.pdf', bytes);
    const typed = { asset_id: attachment.id, name: 'terms.pdf', size: 987_654_321 };
    const saved = await f.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ type: 4, content: { data: [{ key: 'file', value: typed }] } }] });
    expect(saved.statusCode, saved.body).toBe(200);
    a = saved.json() as AgreementWire;
    const text = pdfText(await signAndSeal(f.server, f.owner, a.id)).replace(/\s+/g, ' ');
    expect(text).toContain(`terms.pdf (${(bytes.length / 1024).toFixed(1)} KB, ${bytes.length} bytes)`);
    expect(text).toContain(`SHA-256: ${createHash('sha256').update(bytes).digest('hex')}`);
    expect(text).not.toContain('941.9 MB');
  });
});
