/**
 * A contract from an uploaded PDF (§3 Box type 3, §7 POST /agreements/ `from_pdf`, §5 Uploads):
 * the account upload becomes the draft's one PDF box and the agreement's asset; someone else's
 * upload is refused with 403/99, a file that is not a PDF with 4502; and the upload itself
 * answers 4505 past 200 pages and 4502 for a PNG named ".pdf". A contract copied from a PDF
 * template gets its own asset row, so its guests can read the PDF.
 */
import { type AgreementWire, type PositionWire } from '@inkflow/core';
import { assetsSchema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { TestClient, createTestServer, guestHeaders, loginClient, pngDataUrl, tokenFromLink, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let stranger: TestClient;
let workspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  await createOtherAccount(server.db);
  owner = await loginClient(server.app);
  stranger = await loginClient(server.app, other);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

/** POST /api/assets/ as multipart: asset_type and one file part named `file`. */
async function upload(client: TestClient, assetType: string, name: string, bytes: Buffer) {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset_type"\r\n\r\n${assetType}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', '/api/assets/', { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

async function uploadedPdf(client: TestClient, name: string, pages = 2): Promise<number> {
  const response = await upload(client, 'pdf', name, await pdf(pages));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('POST /api/agreements/ with from_pdf', () => {
  it('creates a draft with one PDF box named after the file, and the asset follows the agreement', async () => {
    const assetId = await uploadedPdf(owner, 'Supply agreement.pdf', 3);
    const response = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: assetId });
    expect(response.statusCode, response.body).toBe(201);
    const agreement = response.json() as AgreementWire;
    expect(agreement.name).toBe('Supply agreement');
    expect(agreement.state).toBe(0);
    expect(agreement.boxes).toEqual([expect.objectContaining({ type: 3, content: { asset_id: assetId } })]);
    expect(agreement.box_order).toHaveLength(1);

    const [row] = await server.db.select().from(assetsSchema.assets).where(eq(assetsSchema.assets.id, assetId));
    expect(row!.agreementId).toBe(agreement.id);
    const got = await owner.get(`/api/assets/${assetId}`);
    expect(got.statusCode).toBe(200);
    expect((await PDFDocument.load(got.rawPayload)).getPageCount()).toBe(3);
  });

  it('keeps a given name, and accepts 0 / false / null as "no PDF" (a blank draft)', async () => {
    const assetId = await uploadedPdf(owner, 'scan.PDF');
    const named = (await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: assetId, name: 'Lease 2027' })).json() as AgreementWire;
    expect(named.name).toBe('Lease 2027');
    for (const none of [0, false, null, '0']) {
      const blank = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: none });
      expect(blank.statusCode, blank.body).toBe(201);
      expect((blank.json() as AgreementWire).boxes[0]).toMatchObject({ type: 10 });
    }
  });

  it('refuses an upload that is already part of a contract, an unknown id, and from_pdf with source_id', async () => {
    const assetId = await uploadedPdf(owner, 'once.pdf');
    expect((await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: assetId })).statusCode).toBe(201);
    const again = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: assetId });
    expect(again.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    const unknown = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: 999_999 });
    expect(unknown.json()).toMatchObject({ status_code: 400, message: 'from_pdf: no uploaded file with this id' });
    const notId = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: 'abc' });
    expect(notId.statusCode).toBe(400);
    const source = (await owner.post('/api/agreements/', { collection_id: workspaceId, name: 'Source' })).json() as AgreementWire;
    const both = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: await uploadedPdf(owner, 'x.pdf'), source_id: source.id });
    expect(both.statusCode).toBe(400);
  });

  it("refuses another account's upload with 403/99 and leaves it unattached", async () => {
    const theirs = await uploadedPdf(stranger, 'theirs.pdf');
    const before = (await owner.get('/api/agreements/?limit=1')).json() as { count: number };
    const response = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: theirs });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ api_error_code: 99 });
    expect(((await owner.get('/api/agreements/?limit=1')).json() as { count: number }).count).toBe(before.count);
    const [row] = await server.db.select().from(assetsSchema.assets).where(eq(assetsSchema.assets.id, theirs));
    expect(row!.agreementId).toBeNull();
  });

  it('refuses an upload that is not a PDF with 4502', async () => {
    const png = await upload(owner, 'attachment', 'picture.png', Buffer.from(pngDataUrl.split(',')[1]!, 'base64'));
    expect(png.statusCode, png.body).toBe(201);
    const response = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: (png.json() as { id: number }).id });
    expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 4502 });
  });
});

describe('PDF uploads for a PDF box', () => {
  it('refuses a 201-page PDF with 4505 and a PNG renamed .pdf with 4502', async () => {
    const tooLong = await upload(owner, 'pdf', 'long.pdf', await pdf(201));
    expect(tooLong.json()).toEqual({ status_code: 400, api_error_code: 4505, message: 'PDF contains too many pages (max 200)' });
    const renamed = await upload(owner, 'pdf', 'photo.pdf', Buffer.from(pngDataUrl.split(',')[1]!, 'base64'));
    expect(renamed.json()).toMatchObject({ status_code: 400, api_error_code: 4502 });
  });
});

describe('a contract from a PDF template (source_id)', () => {
  it("gives the copy its own asset, which the copy's guest reads while the template's stays closed to them", async () => {
    const assetId = await uploadedPdf(owner, 'Template terms.pdf', 2);
    const template = (await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: assetId, state: 6 })).json() as AgreementWire;
    expect(template.state).toBe(6);
    const copy = (await owner.post('/api/agreements/', { collection_id: workspaceId, source_id: template.id, name: 'From the template' })).json() as AgreementWire;
    const copiedId = (copy.boxes[0]!.content as { asset_id: number }).asset_id;
    expect(copiedId).not.toBe(assetId);
    const [row] = await server.db.select().from(assetsSchema.assets).where(eq(assetsSchema.assets.id, copiedId));
    expect(row).toMatchObject({ agreementId: copy.id, pageCount: 2, name: 'Template terms.pdf' });

    expect((await owner.post(`/api/agreements/${copy.id}/participants/`, { fullname: 'Gale Guest', email: 'gale@example.com', sign_method: 0, type: 1 })).statusCode).toBe(201);
    expect((await owner.post(`/api/agreements/${copy.id}/publish`, { subject: 'Please sign', message: '' })).statusCode).toBe(200);
    const outbox = (await owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
    const token = tokenFromLink(outbox.collection.find((m) => m.to.includes('gale@example.com'))!.text, copy.id);
    const guest = new TestClient(server.app);
    const own = await guest.request('GET', `/api/assets/${copiedId}`, { headers: guestHeaders(token) });
    expect(own.statusCode).toBe(200);
    expect((await PDFDocument.load(own.rawPayload)).getPageCount()).toBe(2);
    expect((await guest.request('GET', `/api/assets/${assetId}`, { headers: guestHeaders(token) })).statusCode).toBe(403);
  });
});
