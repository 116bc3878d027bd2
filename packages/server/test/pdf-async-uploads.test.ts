/**
 * PDFs uploaded with the §7 form field `allow_async=true` (§8 ASSET_PROCESSING,
 * ASSET_PROCESSING_FAILED): the upload answers 202 at once with the asset in state `processing`
 * while a worker thread inspects it, /api/ping keeps answering meanwhile, and the asset then
 * becomes `ready` (stripped of actions) or `failed` (its file removed). Using an asset that is
 * still processing — fetching it, a PDF box naming it, `from_pdf` — answers 409 ASSET_PROCESSING,
 * and a failed one (or one left processing by a stopped server) 400 ASSET_PROCESSING_FAILED.
 */
import { type AgreementWire, type PositionWire } from '@inkflow/core';
import { assetsSchema, createAssetProcessing } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStreamBomb, pdfWithActions } from './helpers/pdfSamples.js';
import { uploadFile } from './helpers/uploadFile.js';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

const mib = 1024 * 1024;
// Every allow_async PDF is processed after the answer (asyncFromBytes 0); a 32 MiB limit on object streams.
const processing = createAssetProcessing({ asyncFromBytes: 0, limits: { maxObjectStreamBytes: 32 * mib } });
let server: TestServer;
let owner: TestClient;
let workspaceId: number;

beforeAll(async () => {
  server = await createTestServer({ assetProcessing: processing });
  owner = await loginClient(server.app);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const uploadAsync = (name: string, bytes: Buffer) => uploadFile(owner, '/api/assets/', { asset_type: 'pdf', allow_async: 'true' }, { name, bytes });
const rowOf = async (id: number) => (await server.db.select().from(assetsSchema.assets).where(eq(assetsSchema.assets.id, id)))[0]!;

describe('allow_async=true', () => {
  it('answers a PDF bomb at once with state processing, keeps answering /api/ping, then fails it with ASSET_PROCESSING_FAILED', async () => {
    const upload = await uploadAsync('bomb.pdf', objectStreamBomb(128 * mib));
    expect(upload.statusCode, upload.body).toBe(202);
    const asset = upload.json() as { id: number; state: string; page_count: number | null };
    expect(asset).toMatchObject({ state: 'processing', page_count: null });

    const ping = await new TestClient(server.app).get('/api/ping');
    expect(ping.statusCode).toBe(200);
    // The ping above was answered while the bomb was still in its worker.
    expect((await owner.get(`/api/assets/${asset.id}`)).json()).toMatchObject({ status_code: 409, api_error_code: 'ASSET_PROCESSING' });

    await processing.settled();
    const failed = await owner.get(`/api/assets/${asset.id}`);
    expect(failed.json()).toEqual({
      status_code: 400,
      api_error_code: 'ASSET_PROCESSING_FAILED',
      message: 'The PDF could not be processed: its object streams expand to more than 32 MiB; fix the file and upload it again',
    });
    expect(await rowOf(asset.id)).toMatchObject({ state: 'failed', pageCount: null });
  });

  it('makes a PDF ready after processing, with its page count and its actions stripped', async () => {
    const upload = await uploadAsync('actions.pdf', await pdfWithActions());
    expect(upload.statusCode, upload.body).toBe(202);
    const { id } = upload.json() as { id: number };
    await processing.settled();
    expect(await rowOf(id)).toMatchObject({ state: 'ready', pageCount: 2 });
    const stored = await owner.get(`/api/assets/${id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.toString('latin1')).not.toMatch(/\/(?:JavaScript|JS|OpenAction|AA|Launch)(?![A-Za-z0-9#])/);
    expect((await PDFDocument.load(stored.rawPayload)).getPageCount()).toBe(2);
    expect((await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: id })).statusCode).toBe(201);
  });

  it('refuses to use an asset still processing (409 ASSET_PROCESSING) or failed (400 ASSET_PROCESSING_FAILED): fetch, PDF box, from_pdf', async () => {
    const upload = await uploadFile(owner, '/api/assets/', { asset_type: 'pdf' }, { name: 'plain.pdf', bytes: Buffer.from(await (await PDFDocument.create()).save()) });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json() as { id: number };
    const draft = (await owner.post('/api/agreements/', { collection_id: workspaceId, name: 'Waits for a PDF' })).json() as AgreementWire;
    const pdfBox = { type: 3, content: { asset_id: id }, config: {} };

    // The states as a worker leaves them, set directly so the test does not race the worker.
    const now = new Date();
    const abandoned = new Date(now.getTime() - 11 * 60_000);
    for (const [state, created, status, code] of [
      ['processing', now, 409, 'ASSET_PROCESSING'],
      ['failed', now, 400, 'ASSET_PROCESSING_FAILED'],
      // Left processing by a server that stopped: counts as failed.
      ['processing', abandoned, 400, 'ASSET_PROCESSING_FAILED'],
    ] as const) {
      const failure = state === 'failed' ? 'The file could not be read; fix the file and upload it again' : null;
      await server.db.update(assetsSchema.assets).set({ state, failure, created }).where(eq(assetsSchema.assets.id, id));
      const label = `${state} since ${created.toISOString()}`;
      expect((await owner.get(`/api/assets/${id}`)).json(), `GET (${label})`).toMatchObject({ status_code: status, api_error_code: code });
      expect((await owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, boxes: [pdfBox] })).json(), `box (${label})`).toMatchObject({ status_code: status, api_error_code: code });
      expect((await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: id })).json(), `from_pdf (${label})`).toMatchObject({ status_code: status, api_error_code: code });
    }
    const unchanged = (await owner.get(`/api/agreements/${draft.id}`)).json() as AgreementWire;
    expect(unchanged.checksum).toBe(draft.checksum);
  });
});
