/**
 * Issue #4 leftovers: agreement links (§3 links/linkCount, §7 GET /agreements/{id}/links/,
 * limit 100), contract-text images (POST /agreements/{id}/images/), expire_date,
 * template_group and counterpart_decline on PUT /agreements/{id}, box asset references, the
 * colleague list (GET /positions/) and the pg_trgm name search index.
 */
import type { AgreementWire } from '@inkflow/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireAgreements } from '../src/flow/expireAgreements.js';
import { createAgreement, documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { createTestServer, guestHeaders, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let ownerId: number;
let memberId: number;
let f: SigningFixture;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, ownerId, memberId } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
  f = await SigningFixture.create(server, owner);
});
afterAll(async () => {
  await server?.close();
});

const create = (name: string) => createAgreement(owner, { collection_id: workspaceId, name });
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);

function multipart(field: string, name: string, bytes: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (client: TestClient, url: string, field: string, name: string, bytes: Buffer, extra: Record<string, string> = {}) => {
  const { body, headers } = multipart(field, name, bytes);
  return client.request('POST', url, { body, headers: { ...headers, ...extra } });
};

describe('links', () => {
  it('links two agreements symmetrically, idempotently, counts and unlinks them', async () => {
    const main = await create('Main contract');
    const amendment = await create('Amendment 1');
    const first = await owner.post(`/api/agreements/${amendment.id}/links/`, { agreement_id: main.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ agreement: { id: main.id, name: 'Main contract', state: 0 } });
    // The same pair from the other side is the same link (idempotent: 200).
    const again = await owner.post(`/api/agreements/${main.id}/links/`, { agreement_id: amendment.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, agreement: { id: amendment.id, name: 'Amendment 1', state: 0 } });
    const fromMain = (await owner.get(`/api/agreements/${main.id}/links/`)).json();
    expect(fromMain).toEqual({ collection: [{ id: first.json().id, agreement: { id: amendment.id, name: 'Amendment 1', state: 0 } }], count: 1 });
    expect((await owner.get(`/api/agreements/${amendment.id}/links/`)).json().collection[0].agreement.id).toBe(main.id);
    expect((await owner.get(`/api/agreements/${main.id}`)).json().link_count).toBe(1);

    expect((await owner.post(`/api/agreements/${main.id}/links/`, { agreement_id: main.id })).statusCode).toBe(400);
    expect((await owner.post(`/api/agreements/${main.id}/links/`, { agreement_id: 999_999 })).statusCode).toBe(404);
    expect((await owner.get(`/api/agreements/${main.id}/links/?limit=101`)).statusCode).toBe(400);

    expect((await owner.delete(`/api/agreements/${amendment.id}/links/${first.json().id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agreements/${main.id}/links/`)).json()).toEqual({ collection: [], count: 0 });
    expect((await owner.delete(`/api/agreements/${amendment.id}/links/${first.json().id}`)).statusCode).toBe(404);
  });

  it('pages by limit and offset, newest link first, and leaves out trashed agreements', async () => {
    const hub = await create('Hub');
    const spokes = [];
    for (let i = 0; i < 3; i++) {
      const spoke = await create(`Spoke ${i}`);
      await owner.post(`/api/agreements/${hub.id}/links/`, { agreement_id: spoke.id });
      spokes.push(spoke);
    }
    const page = (await owner.get(`/api/agreements/${hub.id}/links/?limit=2&offset=1`)).json();
    expect(page.count).toBe(3);
    expect(page.collection.map((l: { agreement: { id: number } }) => l.agreement.id)).toEqual([spokes[1]!.id, spokes[0]!.id]);
    expect((await owner.delete(`/api/agreements/${spokes[2]!.id}`)).statusCode).toBeLessThan(300);
    expect((await owner.get(`/api/agreements/${hub.id}/links/`)).json().count).toBe(2);
    expect((await owner.get(`/api/agreements/${hub.id}`)).json().link_count).toBe(2);
  });

  it('refuses a colleague without access and agreements of another account (403, 99)', async () => {
    const a = await create('Private A');
    const b = await create('Private B');
    expectDenied(await member.post(`/api/agreements/${a.id}/links/`, { agreement_id: b.id }));
    expectDenied(await member.get(`/api/agreements/${a.id}/links/`));
    // A Viewer of A reads A's links but may not add one; a link to B stays hidden from them.
    await owner.post(`/api/agreements/${a.id}/positions/${memberId}/bindings/`, { role_id: 1 });
    const link = (await owner.post(`/api/agreements/${a.id}/links/`, { agreement_id: b.id })).json();
    expect((await member.get(`/api/agreements/${a.id}/links/`)).json()).toEqual({ collection: [], count: 0 });
    expectDenied(await member.post(`/api/agreements/${a.id}/links/`, { agreement_id: b.id }));
    expectDenied(await member.delete(`/api/agreements/${a.id}/links/${link.id}`));
    // An Editor of A who cannot view B still cannot link it.
    await owner.post(`/api/agreements/${a.id}/positions/${memberId}/bindings/`, { role_id: 2 });
    const c = await create('Private C');
    expectDenied(await member.post(`/api/agreements/${a.id}/links/`, { agreement_id: c.id }));
    const theirs = await createAgreement(stranger, { collection_id: (await stranger.get('/api/positions/me')).json().collections[0].id, name: 'Foreign' });
    expectDenied(await owner.post(`/api/agreements/${a.id}/links/`, { agreement_id: theirs.id }));
    expectDenied(await stranger.get(`/api/agreements/${a.id}/links/`));
  });
});

describe('images', () => {
  it('stores PNG and WebP images sniffed from content and serves them at the answered url', async () => {
    const a = await create('Illustrated');
    const response = await upload(owner, `/api/agreements/${a.id}/images/?_source=form`, 'upload', 'logo.png', png);
    expect(response.statusCode, response.body).toBe(201);
    const { id, url } = response.json();
    expect(url).toBe(`/api/assets/${id}`);
    const served = await owner.get(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const w = await upload(owner, `/api/agreements/${a.id}/images/?_source=form`, 'file', 'photo.webp', webp);
    expect(w.statusCode).toBe(201);
    expect((await owner.get(w.json().url)).headers['content-type']).toBe('image/webp');
  });

  it('refuses non-images (4502), a PDF too, and callers without agreement:update or with a guest token', async () => {
    const a = await create('Images only');
    const text = await upload(owner, `/api/agreements/${a.id}/images/?_source=form`, 'upload', 'x.png', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(text.json()).toMatchObject({ status_code: 400, api_error_code: 4502 });
    const pdf = await upload(owner, `/api/agreements/${a.id}/images/?_source=form`, 'upload', 'x.png', Buffer.from('%PDF-1.7\n%%EOF'));
    expect(pdf.json()).toMatchObject({ api_error_code: 4502 });
    expect((await upload(owner, `/api/agreements/${a.id}/images/?_source=form`, 'other', 'x.png', png)).statusCode).toBe(400);
    expectDenied(await upload(member, `/api/agreements/${a.id}/images/?_source=form`, 'upload', 'x.png', png));
    expectDenied(await upload(owner, `/api/agreements/${a.id}/images/?_source=form`, 'upload', 'x.png', png, guestHeaders('a'.repeat(40))));
  });
});

describe('PUT /agreements/{id}: expire_date, template_group, counterpart_decline', () => {
  it('stores and returns them; refuses a past expire_date and a long template_group', async () => {
    const a = await create('Settings');
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const put = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, expire_date: day, template_group: 'Sales', counterpart_decline: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ expire_date: `${day}T23:59:59.999Z`, template_group: 'Sales', counterpart_decline: false });
    const read = (await owner.get(`/api/agreements/${a.id}`)).json();
    expect(read).toMatchObject({ expire_date: `${day}T23:59:59.999Z`, template_group: 'Sales', counterpart_decline: false });
    expect((await owner.put(`/api/agreements/${a.id}`, { checksum: read.checksum, expire_date: '2020-01-01' })).json()).toMatchObject({ status_code: 400, message: expect.stringMatching(/past/) });
    expect((await owner.put(`/api/agreements/${a.id}`, { checksum: read.checksum, expire_date: 'soon' })).statusCode).toBe(400);
    expect((await owner.put(`/api/agreements/${a.id}`, { checksum: read.checksum, template_group: 'x'.repeat(101) })).statusCode).toBe(400);
    const cleared = await owner.put(`/api/agreements/${a.id}`, { checksum: read.checksum, expire_date: null, template_group: null, counterpart_decline: true });
    expect(cleared.json()).toMatchObject({ expire_date: null, template_group: null, counterpart_decline: true });
  });

  it('publishing keeps an explicit expire_date; without one it is publish time + config.expireDateDays', async () => {
    const explicit = await f.draft({ expireDateDays: 3 });
    const at = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await owner.put(`/api/agreements/${explicit.id}`, { checksum: explicit.checksum, expire_date: at });
    await f.add(explicit.id, { fullname: 'Ann', email: 'ann@example.com' });
    expect((await f.publish(explicit.id)).expire_date).toBe(at);

    const byDays = await f.draft({ expireDateDays: 3 });
    await f.add(byDays.id, { fullname: 'Ann', email: 'ann@example.com' });
    const sent = await f.publish(byDays.id);
    expect(Date.parse(sent.expire_date!) - Date.parse(sent.published_at!)).toBeGreaterThanOrEqual(3 * 86_400_000 - 5_000);
    // §3: a pending agreement past its expire date becomes overdue (state 2).
    expect(await expireAgreements(server.db, new Date(Date.parse(sent.expire_date!) + 1000))).toContain(byDays.id);
    expect(((await owner.get(`/api/agreements/${byDays.id}`)).json() as AgreementWire).state).toBe(2);
  });

  it('an explicit expire_date makes a pending agreement overdue once it has passed', async () => {
    const a = await f.draft();
    const at = new Date(Date.now() + 60_000).toISOString();
    await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, expire_date: at });
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    await f.publish(a.id);
    expect(await expireAgreements(server.db, new Date(Date.parse(at) - 1000))).not.toContain(a.id);
    expect(await expireAgreements(server.db, new Date(Date.parse(at) + 1000))).toContain(a.id);
  });

  it('counterpart_decline: false refuses a counterparty decline with 403/99; true lets them decline', async () => {
    const refused = await f.draft();
    await owner.put(`/api/agreements/${refused.id}`, { checksum: refused.checksum, counterpart_decline: false });
    await f.add(refused.id, { fullname: 'Ann', email: 'ann@example.com' });
    expect((await f.publish(refused.id)).counterpart_decline).toBe(false);
    const ann = f.guest((await f.tokenOf(refused.id, 'ann@example.com'))!);
    expect((await ann.get(`/api/agreements/${refused.id}`)).json().counterpart_decline).toBe(false);
    expect((await ann.post(`/api/agreements/${refused.id}/decline`, { reason: 'no' })).json()).toMatchObject({ status_code: 403, api_error_code: 99 });

    const allowed = await f.draft();
    await owner.put(`/api/agreements/${allowed.id}`, { checksum: allowed.checksum, counterpart_decline: true });
    await f.add(allowed.id, { fullname: 'Bo', email: 'bo@example.com' });
    await f.publish(allowed.id);
    const bo = f.guest((await f.tokenOf(allowed.id, 'bo@example.com'))!);
    expect((await bo.post(`/api/agreements/${allowed.id}/decline`, { reason: 'no' })).statusCode).toBe(200);
  });
});

describe('PUT /agreements/{id}: boxes referencing assets', () => {
  const pdfBox = (assetId: number) => ({ type: 3, content: { asset_id: assetId }, config: {} });
  const attachmentBox = (assetId: number) => ({ type: 4, content: { data: [{ key: 'file', value: { asset_id: assetId, name: 'a.png', size: png.length } }] }, config: {} });
  const uploadTo = async (client: TestClient, url: string) => {
    const { body, headers } = multipart('file', 'a.png', png);
    const response = await client.request('POST', url, { body, headers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };

  it('accepts unattached account assets and this agreement\'s; refuses others and saves nothing', async () => {
    const a = await create('Boxes with files');
    const b = await create('Another contract');
    const loose = await uploadTo(owner, '/api/assets/');
    const mine = await uploadTo(owner, `/api/agreements/${a.id}/assets/?_source=form`);
    const theirs = await uploadTo(owner, `/api/agreements/${b.id}/assets/?_source=form`);
    const ok = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [pdfBox(loose), attachmentBox(mine)] });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ok.json() as AgreementWire;

    const bad = await owner.put(`/api/agreements/${a.id}`, { checksum: saved.checksum, name: 'Renamed', boxes: [pdfBox(loose), attachmentBox(theirs)] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ api_error_code: 'BAD_REQUEST', message: expect.stringMatching(/boxes\[1\].*asset/) });
    const after = (await owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(after).toMatchObject({ checksum: saved.checksum, name: 'Boxes with files' });

    expect((await owner.put(`/api/agreements/${a.id}`, { checksum: saved.checksum, boxes: [pdfBox(999_999)] })).statusCode).toBe(400);
    const foreign = await uploadTo(stranger, '/api/assets/');
    expect((await owner.put(`/api/agreements/${a.id}`, { checksum: saved.checksum, boxes: [pdfBox(foreign)] })).json()).toMatchObject({ api_error_code: 'BAD_REQUEST' });
  });
});

describe('GET /positions/', () => {
  it('lists the colleagues of the caller\'s account only', async () => {
    const mine = (await owner.get('/api/positions/')).json();
    expect(mine.count).toBe(2);
    expect(mine.collection.map((p: { id: number }) => p.id).sort()).toEqual([ownerId, memberId].sort());
    expect(Object.keys(mine.collection[0]).sort()).toEqual(['email', 'fullname', 'id']);
    const theirs = (await stranger.get('/api/positions/')).json();
    expect(theirs.collection.map((p: { id: number }) => p.id)).not.toContain(ownerId);
    expect((await member.get('/api/positions/?limit=0')).statusCode).toBe(400);
  });
});

describe('name search index', () => {
  it('has pg_trgm and a trigram index on agreements.name that the q filter can use', async () => {
    const ext = await server.db.execute(sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect((ext as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const idx = await server.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'agreements_name_trgm_idx'`);
    expect(JSON.stringify((idx as unknown as { rows: unknown[] }).rows)).toMatch(/gin_trgm_ops/);
    await create('Zebra crossing lease');
    const found = (await owner.get('/api/agreements/?q=RA%20CROSS')).json();
    expect(found.collection.map((a: { name: string }) => a.name)).toEqual(['Zebra crossing lease']);
  });
});
