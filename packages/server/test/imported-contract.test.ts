/**
 * An imported contract (§7 POST /agreements/ `import`, signed elsewhere) is never sealed as if it
 * had been signed here: with `from_pdf` its download is the uploaded PDF exactly as uploaded (its
 * own signatures intact, no Inkflow seal added); without a PDF it is a rendering with a page
 * saying it was imported and not signed through the service, and no signature at all. After
 * imported_reset the stored import is gone, so signing the contract for real seals it.
 */
import { createHash } from 'node:crypto';
import type { AgreementWire } from '@inkflow/core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSelfSignedP12 } from '../src/sealing/generateSelfSignedP12.js';
import { signPdfPades } from '../src/sealing/signPdfPades.js';
import { pdfText, pdfsig } from './helpers/pdfTools.js';
import { signAndSeal } from './helpers/signAndSeal.js';
import { waitForSeal } from './helpers/waitForSeal.js';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile({});

/** A contract PDF signed elsewhere: one page, signed with another party's certificate ("Paper Co e-signature"). */
async function signedElsewhere(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([400, 400]).drawText('Lease signed on paper, scanned', { x: 20, y: 200, size: 14 });
  const info = { reason: 'Signed at Paper Co', name: 'Paper Co', location: 'Paper Co', contactInfo: 'Paper Co', signingTime: new Date('2026-01-05T10:00:00Z') };
  return signPdfPades(doc, generateSelfSignedP12('Paper Co e-signature'), info);
}

/** POST /api/assets/ of `bytes` as a PDF; returns the asset id. */
async function uploadPdf(name: string, bytes: Buffer): Promise<number> {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset_type"\r\n\r\npdf\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await f.owner.request('POST', '/api/assets/', { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

type EventNode = { type: string; payload: Record<string, unknown>; children: EventNode[] };
const flatten = (nodes: EventNode[]): EventNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const eventsOf = async (id: number) => flatten(((await f.owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);

describe('an imported contract from an uploaded PDF', () => {
  let uploaded: Buffer;
  let id: number;

  beforeAll(async () => {
    uploaded = await signedElsewhere();
    const created = await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, from_pdf: await uploadPdf('Lease.pdf', uploaded), import: true });
    expect(created.statusCode, created.body).toBe(201);
    const agreement = created.json() as AgreementWire;
    expect(agreement.state).toBe(4);
    id = agreement.id;
    expect((await f.owner.get(`/api/agreements/${id}`)).json()).toMatchObject({ imported: true });
  });

  it('downloads as the uploaded PDF byte for byte, its own signature intact and no seal added', async () => {
    const response = await downloadImported(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(uploaded)).toBe(true);
    expect(response.headers.digest).toBe(`sha-256=${createHash('sha256').update(uploaded).digest('base64')}`);
    const report = pdfsig(response.rawPayload);
    expect(report.match(/^Signature #\d+:/gm)).toHaveLength(1);
    expect(report).toContain('Signer Certificate Common Name: Paper Co e-signature');
    expect(report).not.toContain('Inkflow development seal');
  });

  it('is recorded as an imported document, never as sealed', async () => {
    await f.owner.get(`/api/agreements/${id}/sealed_pdf`);
    const events = await eventsOf(id);
    expect(events.filter((e) => e.type === 'sealed')).toEqual([]);
    const stored = events.filter((e) => e.type === 'imported_document_stored');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({ sha256: createHash('sha256').update(uploaded).digest('hex'), bytes: uploaded.length, pages: 1 });
  });

  it('is sealed for real once imported_reset made it a draft and it was signed here', async () => {
    expect((await f.owner.post(`/api/agreements/${id}/imported_reset`)).statusCode).toBe(200);
    const sealed = await signAndSeal(f.server, f.owner, id);
    expect(sealed.equals(uploaded)).toBe(false);
    const report = pdfsig(sealed);
    expect(report).toContain('Signer Certificate Common Name: Inkflow development seal');
    expect(report).toContain('Total document signed');
    const text = pdfText(sealed);
    expect(text).toContain('Sam Signer');
    expect(text).toContain('Lease signed on paper, scanned');
    expect((await eventsOf(id)).filter((e) => e.type === 'sealed')).toHaveLength(1);
  });
});

/**
 * The first download of an imported contract queues the job that stores its document (409
 * ASSET_PROCESSING, as for a seal); once the job ran, the download answers the file.
 */
async function downloadImported(id: number) {
  const first = await f.owner.get(`/api/agreements/${id}/sealed_pdf`);
  if (first.statusCode === 409) {
    expect(first.json()).toMatchObject({ api_error_code: 'ASSET_PROCESSING' });
    expect(await waitForSeal(f.server.db, id)).toBe('sealed');
    return f.owner.get(`/api/agreements/${id}/sealed_pdf`);
  }
  return first;
}

describe('an imported contract without a PDF', () => {
  it('downloads as an unsigned rendering whose last page says it was imported, not signed here', async () => {
    const created = await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'Paper lease 2019', import: true });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as AgreementWire;
    const response = await downloadImported(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfsig(response.rawPayload)).toContain('does not contain any signatures');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Paper lease 2019');
    expect(text).toContain('Imported contract');
    expect(text).toContain('This contract was imported as already signed. It was not signed through this service');
    expect(text).not.toContain('Audit certificate');
    expect((await eventsOf(id)).map((e) => e.type)).not.toContain('sealed');
  });
});
