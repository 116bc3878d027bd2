/**
 * Uploads of issue #4 (§7 POST /assets/, POST /agreements/{id}/assets/, GET /assets/{id}; §5
 * Uploads): real PDFs made with pdf-lib, type sniffed from content (4502), page limit (4505),
 * attachment limits (4506) and who may read an asset.
 */
import { boxLimits, type AgreementWire } from '@inkflow/core';
import { assetsSchema } from '@inkflow/server';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createColleague } from './helpers/documentFixtures.js';
import { TestClient, loginClient, pngDataUrl } from './helpers/testServer.js';
import { uploadFile } from './helpers/uploadFile.js';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile({});

async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

async function create(name: string): Promise<AgreementWire> {
  const response = await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name });
  expect(response.statusCode).toBe(201);
  return response.json() as AgreementWire;
}

describe('POST /api/assets/', () => {
  it('stores a PDF with its page count and serves it back to its account', async () => {
    const bytes = await pdf(3);
    const response = await uploadFile(f.owner, '/api/assets/', { asset_type: 'pdf' }, { name: 'contract.pdf', bytes });
    expect(response.statusCode, response.body).toBe(201);
    const asset = response.json() as { id: number; page_count: number; mime_type: string; size: number };
    expect(asset).toMatchObject({ page_count: 3, mime_type: 'application/pdf', size: bytes.length, asset_type: 'pdf', agreement_id: null });
    const got = await f.owner.get(`/api/assets/${asset.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(got.rawPayload, bytes)).toBe(0);
  });

  it('accepts 200 pages and refuses 201 with 4505, storing nothing', async () => {
    expect((await uploadFile(f.owner, '/api/assets/', { asset_type: 'pdf' }, { name: '200.pdf', bytes: await pdf(200) })).statusCode).toBe(201);
    const before = await f.server.db.select().from(assetsSchema.assets);
    const response = await uploadFile(f.owner, '/api/assets/', { asset_type: 'pdf' }, { name: '201.pdf', bytes: await pdf(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, api_error_code: 4505, message: 'PDF contains too many pages (max 200)' });
    expect(await f.server.db.select().from(assetsSchema.assets)).toHaveLength(before.length);
  });

  it('sniffs the type from the content, not the name (4502)', async () => {
    const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
    const renamed = await uploadFile(f.owner, '/api/assets/', { asset_type: 'pdf' }, { name: 'fake.pdf', bytes: png, type: 'application/pdf' });
    expect(renamed.json()).toMatchObject({ status_code: 400, api_error_code: 4502 });
    const script = await uploadFile(f.owner, '/api/assets/', { asset_type: 'attachment' }, { name: 'notes.pdf', bytes: Buffer.from('#!/bin/sh\necho hi\n') });
    expect(script.json()).toMatchObject({ status_code: 400, api_error_code: 4502 });
    const image = await uploadFile(f.owner, '/api/assets/', { asset_type: 'attachment' }, { name: 'picture.pdf', bytes: png });
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({ mime_type: 'image/png', page_count: null });
  });

  it('refuses a missing file and a non-multipart body with 400', async () => {
    expect((await f.owner.post('/api/assets/', { asset_type: 'pdf' })).json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    const noFile = await uploadFile(f.owner, '/api/assets/', { asset_type: 'pdf' }, { field: 'other', name: 'x.pdf', bytes: await pdf(1) });
    expect(noFile.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
  });
});

describe('POST /api/agreements/{id}/assets/', () => {
  it('takes qqfile uploads and limits an agreement\'s attachments (4506)', async () => {
    const a = await create('Attachments');
    const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
    for (let i = 0; i < boxLimits.attachmentsMax; i++) {
      const response = await uploadFile(f.owner, `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'attachment', allow_async: 'true' }, { field: 'qqfile', name: `f${i}.png`, bytes: png });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await uploadFile(f.owner, `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'attachment' }, { field: 'qqfile', name: 'one-more.png', bytes: png });
    expect(over.json()).toMatchObject({ status_code: 400, api_error_code: 4506 });
    const stored = await f.server.db.select().from(assetsSchema.assets).where(and(eq(assetsSchema.assets.agreementId, a.id)));
    expect(stored).toHaveLength(boxLimits.attachmentsMax);
  });

  it('serves an agreement\'s asset only to those who may read the agreement', async () => {
    const a = await create('Private upload');
    const response = await uploadFile(f.owner, `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'pdf' }, { field: 'qqfile', name: 'p.pdf', bytes: await pdf(1) });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    expect((await f.owner.get(`/api/assets/${id}`)).statusCode).toBe(200);
    expect((await new TestClient(f.server.app).get(`/api/assets/${id}`)).statusCode).toBe(401);
    expect((await new TestClient(f.server.app).get(`/api/assets/${id}`, { headers: { 'x-flow-access-token': 'not-a-token' } })).statusCode).toBe(403);
    await createColleague(f.server.db);
    const colleague = await loginClient(f.server.app, { email: 'colleague@inkflow.test', password: 'colleague-password-2026' });
    expect((await colleague.get(`/api/assets/${id}`)).statusCode).toBe(403);
    const foreign = await uploadFile(colleague, `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'pdf' }, { field: 'qqfile', name: 'x.pdf', bytes: await pdf(1) });
    expect(foreign.statusCode).toBe(403);
  });
});
