/**
 * Uploaded PDFs are processed off the request thread and cleaned (§5 Uploads, §8, DESIGN.md
 * Security): a decompression bomb is refused with ASSET_PROCESSING_FAILED and stores nothing (and
 * /api/ping answers meanwhile: pdf-async-uploads.test.ts); a password-protected PDF is refused
 * with 4502; actions (/OpenAction, /JavaScript, /AA, /Launch) are stripped from the stored file
 * and so from the sealed PDF. Guests (guest token) upload files of every type within one limit
 * (4506), and only while they can act.
 */
import { type AgreementWire, type PositionWire } from '@inkflow/core';
import { assetsSchema, createMemoryStorage, type FileStorage } from '@inkflow/server';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, SigningFixture } from './helpers/signingFlow.js';
import { signAndSeal } from './helpers/signAndSeal.js';
import { manyPagesPdf, objectStreamBomb, passwordProtectedPdf, pdfWithActions } from './helpers/pdfSamples.js';
import { uploadFile } from './helpers/uploadFile.js';
import { TestClient, createTestServer, guestHeaders, loginClient, pngDataUrl, type TestServer } from './helpers/testServer.js';

/**
 * A FileStorage double (the storage is an external boundary: disk or an object store) that keeps
 * files in memory and lets the test see which keys hold a file.
 */
function recordingStorage(): FileStorage & { keys: Set<string> } {
  const inner = createMemoryStorage();
  const keys = new Set<string>();
  return {
    kind: 'memory',
    keys,
    put: async (key, bytes) => {
      await inner.put(key, bytes);
      keys.add(key);
    },
    get: (key) => inner.get(key),
    delete: async (key) => {
      await inner.delete(key);
      keys.delete(key);
    },
    putStream: async (key, source) => {
      const size = await inner.putStream(key, source);
      keys.add(key);
      return size;
    },
    getStream: (key) => inner.getStream(key),
  };
}

const mib = 1024 * 1024;
const storage = recordingStorage();
let server: TestServer;
let owner: TestClient;
let f: SigningFixture;
let workspaceId: number;

beforeAll(async () => {
  // A 32 MiB limit on object streams lets a small bomb (128 MiB of zeros, 130 KB) break it.
  server = await createTestServer({ storage, assetProcessing: { limits: { maxObjectStreamBytes: 32 * mib } } });
  owner = await loginClient(server.app);
  f = await SigningFixture.create(server, owner);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
const accountUpload = (name: string, bytes: Buffer) => uploadFile(owner, '/api/assets/', { asset_type: 'pdf' }, { name, bytes });
const assetRows = () => server.db.select().from(assetsSchema.assets);

describe('PDF bombs', () => {
  it('refuses a PDF whose streams inflate past the limit with ASSET_PROCESSING_FAILED and stores nothing', async () => {
    const rowsBefore = (await assetRows()).length;
    const filesBefore = storage.keys.size;
    const response = await accountUpload('bomb.pdf', objectStreamBomb(128 * mib));
    expect(response.json()).toEqual({
      status_code: 400,
      api_error_code: 'ASSET_PROCESSING_FAILED',
      message: 'The PDF could not be processed: its object streams expand to more than 32 MiB; fix the file and upload it again',
    });
    expect(await assetRows()).toHaveLength(rowsBefore);
    expect(storage.keys.size).toBe(filesBefore);
  });

  it('refuses a page tree of thousands of pages with 4505', async () => {
    const response = await accountUpload('pages.pdf', manyPagesPdf(5000));
    expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 4505 });
  });
});

describe('password-protected PDFs', () => {
  it('refuses an encrypted PDF with 4502 and a message saying it is password protected, storing nothing', async () => {
    const rowsBefore = (await assetRows()).length;
    const response = await accountUpload('secret.pdf', passwordProtectedPdf());
    expect(response.statusCode).toBe(400);
    const body = response.json() as { api_error_code: number; message: string };
    expect(body.api_error_code).toBe(4502);
    expect(body.message).toMatch(/password protected/);
    expect(await assetRows()).toHaveLength(rowsBefore);
  });
});

/** Every action-bearing entry left in `bytes`, as found by pdf-lib and in the raw bytes. */
async function actionsLeftIn(bytes: Uint8Array): Promise<string[]> {
  const found: string[] = [];
  const raw = Buffer.from(bytes).toString('latin1');
  for (const token of raw.match(/\/(?:JavaScript|JS|OpenAction|AA|Launch)(?![A-Za-z0-9#])/g) ?? []) found.push(`raw ${token}`);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = doc.catalog;
  if (catalog.has(PDFName.of('OpenAction'))) found.push('catalog /OpenAction');
  if (catalog.has(PDFName.of('AA'))) found.push('catalog /AA');
  if (catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.has(PDFName.of('JavaScript'))) found.push('catalog /Names /JavaScript');
  for (const [index, page] of doc.getPages().entries()) {
    if (page.node.has(PDFName.of('AA'))) found.push(`page ${index} /AA`);
  }
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    for (const key of ['JS', 'AA', 'OpenAction']) if (dict.has(PDFName.of(key))) found.push(`${ref} /${key}`);
    const type = dict.get(PDFName.of('S'));
    if (type instanceof PDFName && ['JavaScript', 'Launch'].includes(type.decodeText())) found.push(`${ref} action ${type.decodeText()}`);
    // Object streams of the output are decoded by pdf-lib already; a raw one would hide objects.
    if (object instanceof PDFRawStream && dict.get(PDFName.of('Type')) === PDFName.of('ObjStm')) found.push(`${ref} object stream`);
  }
  return found;
}

describe('actions in uploaded PDFs', () => {
  it('strips /OpenAction, /JavaScript, /AA and /Launch from the stored PDF and the sealed PDF, keeping links', async () => {
    const original = await pdfWithActions();
    expect(await actionsLeftIn(original)).not.toEqual([]);
    const uploaded = await accountUpload('actions.pdf', original);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const asset = uploaded.json() as { id: number; page_count: number };
    expect(asset.page_count).toBe(2);

    const stored = (await owner.get(`/api/assets/${asset.id}`)).rawPayload;
    expect(await actionsLeftIn(stored)).toEqual([]);
    const storedDoc = await PDFDocument.load(stored);
    const annots = storedDoc.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray);
    const uris = annots.asArray().map((a) => storedDoc.context.lookup(a, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict)?.get(PDFName.of('URI')));
    expect(uris.filter(Boolean)).toHaveLength(1);

    const created = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: asset.id });
    expect(created.statusCode, created.body).toBe(201);
    const sealed = await signAndSeal(server, owner, (created.json() as AgreementWire).id);
    expect(await actionsLeftIn(sealed)).toEqual([]);
    expect((await PDFDocument.load(sealed)).getPageCount()).toBeGreaterThanOrEqual(3);
  });
});

describe('guest uploads', () => {
  /** A published agreement with signatories Ann and Bo, and their guest clients' upload call. */
  async function sentToAnnAndBo() {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    await f.add(a.id, { fullname: 'Bo', email: 'bo@example.com' });
    const sent = await f.publish(a.id);
    const guestUpload = (token: string) => (assetType: string, name: string, bytes: Buffer) =>
      uploadFile(new TestClient(server.app), `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: assetType }, { field: 'qqfile', name, bytes }, guestHeaders(token));
    const annToken = (await f.tokenOf(a.id, 'ann@example.com'))!;
    const boToken = (await f.tokenOf(a.id, 'bo@example.com'))!;
    return { sent, annToken, boToken, ann: guestUpload(annToken), bo: guestUpload(boToken) };
  }

  it('counts every file a guest uploads, whatever its type, against the count limit (4506)', async () => {
    const { sent, ann, bo } = await sentToAnnAndBo();
    const onePage = await (async () => {
      const doc = await PDFDocument.create();
      doc.addPage([100, 100]);
      return Buffer.from(await doc.save());
    })();
    for (let i = 0; i < 20; i++) {
      const response = i % 2 === 0 ? await ann('document', `d${i}.png`, png) : await bo('pdf', `p${i}.pdf`, onePage);
      expect(response.statusCode, response.body).toBe(201);
    }
    for (const over of [await ann('document', 'one-more.png', png), await bo('pdf', 'one-more.pdf', onePage), await ann('attachment', 'one-more.png', png)]) {
      expect(over.json()).toMatchObject({ status_code: 400, api_error_code: 4506 });
    }
    const rows = (await assetRows()).filter((r) => r.agreementId === sent.id);
    expect(rows).toHaveLength(20);
  });

  it('counts every file a guest uploads, whatever its type, against the total size limit (4506)', async () => {
    const { sent, ann } = await sentToAnnAndBo();
    // A PNG signature followed by filler: sniffed as PNG, 20 MiB each.
    const big = Buffer.concat([png, Buffer.alloc(20 * mib - png.length)]);
    expect((await ann('document', 'a.png', big)).statusCode).toBe(201);
    expect((await ann('document', 'b.png', big)).statusCode).toBe(201);
    expect((await ann('document', 'c.png', big)).json()).toMatchObject({ status_code: 400, api_error_code: 4506 });
    expect((await assetRows()).filter((r) => r.agreementId === sent.id)).toHaveLength(2);
  });

  it('refuses guest uploads once the guest has signed (403/4005), or the contract was declined or has ended (403/4999 concluded)', async () => {
    const { sent, annToken, ann, bo } = await sentToAnnAndBo();
    const annGuest = f.guest(annToken);
    const current = (await annGuest.get(`/api/agreements/${sent.id}`)).json() as AgreementWire;
    const signed = await annGuest.post(`/api/agreements/${sent.id}/participants/${idOf(sent, 'ann@example.com')}/sign`, { checksum: current.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const afterSigning = await ann('document', 'late.png', png);
    expect(afterSigning.json()).toMatchObject({ status_code: 403, api_error_code: 4005 });
    expect((afterSigning.json() as { message: string }).message).toMatch(/already signed/);
    // Bo has not signed yet: he still may.
    expect((await bo('document', 'bo.png', png)).statusCode).toBe(201);

    const declining = await sentToAnnAndBo();
    expect((await f.guest(declining.annToken).post(`/api/agreements/${declining.sent.id}/decline`, { reason: 'No' })).statusCode).toBe(200);
    for (const late of [await declining.ann('attachment', 'x.png', png), await declining.bo('document', 'x.png', png)]) {
      expect(late.json()).toMatchObject({ status_code: 403, api_error_code: 4999 });
    }

    const cancelled = await sentToAnnAndBo();
    expect((await owner.post(`/api/agreements/${cancelled.sent.id}/cancel`, { manual: 0 })).statusCode).toBe(200);
    expect((await cancelled.ann('pdf', 'x.pdf', await pdfWithActions())).json()).toMatchObject({ status_code: 403, api_error_code: 4999 });
    const stored = (await assetRows()).filter((r) => [declining.sent.id, cancelled.sent.id].includes(r.agreementId ?? 0));
    expect(stored).toHaveLength(0);
  });
});
