/**
 * GET /agreements/ filters and sort of §7 (dates, sign order, states, positions, search, the
 * existence check), templates and creation from them (source_id), imports and imported_reset,
 * replace, agreement value and config.
 */
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied, listIds } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let ownerId: number;
let memberId: number;
let otherWorkspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, ownerId, memberId } = await documentActors(server));
  otherWorkspaceId = (await createOtherAccount(server.db)).collectionId;
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

const textBox = (text: string) => ({ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] } });

describe('list filters', () => {
  it('filters by a date field with from/to (a bare date includes its day) and sorts by attr:dir', async () => {
    const old = await createAgreement(owner, { collection_id: workspaceId, name: 'Dated old' });
    const recent = await createAgreement(owner, { collection_id: workspaceId, name: 'Dated recent' });
    await server.db.update(schema.agreements).set({ created: new Date('2020-01-15T12:00:00Z') }).where(eq(schema.agreements.id, old.id));
    await server.db.update(schema.agreements).set({ created: new Date('2020-02-01T23:59:00Z') }).where(eq(schema.agreements.id, recent.id));
    expect(await listIds(owner, 'date_field=created&from=2020-01-01&to=2020-01-31')).toEqual([old.id]);
    expect(await listIds(owner, 'date_field=created&from=2020-01-01&to=2020-02-01&sort=created:asc')).toEqual([old.id, recent.id]);
    expect(await listIds(owner, 'date_field=created&from=2020-01-01T00:00:00Z&to=2020-12-31&sort=created:desc')).toEqual([recent.id, old.id]);
    const bad = await owner.get('/api/agreements/?date_field=signed_at&from=2020-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^query date_field: /);
    expect((await owner.get('/api/agreements/?sort=color:asc')).statusCode).toBe(400);
  });

  it('filters by sign order, state, search text, and the existence check excludes an id', async () => {
    const ordered = await createAgreement(owner, { collection_id: workspaceId, name: 'Ordered 100% sure' });
    const config = await owner.put(`/api/agreements/${ordered.id}/config`, { signOrder: true });
    expect(config.statusCode, config.body).toBe(200);
    const template = await createAgreement(owner, { collection_id: workspaceId, name: 'Ordered template', state: 6 });
    expect(await listIds(owner, 'sign_order=1')).toEqual([ordered.id]);
    expect(await listIds(owner, 'sign_order=0')).toContain(template.id);
    expect(await listIds(owner, 'sign_order=0')).not.toContain(ordered.id);
    expect(await listIds(owner, 'states[]=6&q=ordered')).toEqual([template.id]);
    expect(await listIds(owner, 'q=100%25')).toEqual([ordered.id]);
    expect(await listIds(owner, 'q=10_%25')).toEqual([]);
    // §7 existence check: is there any other agreement named like this?
    expect(await listIds(owner, `limit=1&q=Ordered 100&exclude_ids[]=${ordered.id}`)).toEqual([]);
    expect(await listIds(owner, `limit=1&q=Ordered&exclude_ids[]=${ordered.id}`)).toEqual([template.id]);
  });

  it('filters by colleagues on the contract with position_operator or/and', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'With both colleagues' });
    const b = await createAgreement(owner, { collection_id: workspaceId, name: 'With the owner' });
    const person = (agreementId: number, positionId: number, email: string) => ({ agreementId, positionId, email, fullname: 'Colleague', type: 0 });
    await server.db.insert(schema.participants).values([person(a.id, ownerId, 'demo@inkflow.test'), person(a.id, memberId, 'colleague@inkflow.test'), person(b.id, ownerId, 'demo@inkflow.test')]);
    expect((await listIds(owner, `position_ids[]=${ownerId}&position_ids[]=${memberId}`)).sort()).toEqual([a.id, b.id].sort());
    expect(await listIds(owner, `position_ids[]=${ownerId}&position_ids[]=${memberId}&position_operator=and`)).toEqual([a.id]);
  });

  it('takes workspace_ids like collection_ids, and an unknown or foreign workspace lists nothing', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'In ws' });
    expect(await listIds(owner, `workspace_ids[]=${workspaceId}`)).toContain(a.id);
    expect(await listIds(owner, `collection_ids[]=${otherWorkspaceId}`)).toEqual([]);
    expect((await owner.get('/api/agreements/?collection_ids[]=abc')).statusCode).toBe(400);
  });
});

describe('templates and creation', () => {
  it('creates a contract from a template, copying boxes, box order, data, config and name', async () => {
    const template = await createAgreement(owner, { collection_id: workspaceId, name: 'NDA template', state: 6 });
    const saved = await owner.put(`/api/agreements/${template.id}`, { checksum: template.checksum, boxes: [textBox('Confidential'), textBox('Term')], data: [{ key: 'data_field', value: { key: 'company' } }] });
    expect(saved.statusCode, saved.body).toBe(200);
    await owner.put(`/api/agreements/${template.id}/config`, { expireDateDays: 30 });
    const contract = await createAgreement(owner, { collection_id: workspaceId, source_id: template.id });
    const full = (await owner.get(`/api/agreements/${contract.id}`)).json();
    const source = (await owner.get(`/api/agreements/${template.id}`)).json();
    expect(full).toMatchObject({ name: 'NDA template', state: 0, source_id: template.id, boxes: source.boxes, box_order: source.box_order, data: source.data, config: { expireDateDays: 30 } });
    const named = await createAgreement(owner, { collection_id: workspaceId, source_id: template.id, name: 'NDA with Acme' });
    expect(named.name).toBe('NDA with Acme');
    expect(await listIds(owner, 'states[]=6&q=NDA')).toEqual([template.id]);
  });

  it('refuses a source the caller may not read, an unknown source, and an unknown from_pdf upload', async () => {
    const theirs = await createAgreement(stranger, { collection_id: otherWorkspaceId, name: 'Their template', state: 6 });
    expectDenied(await owner.post('/api/agreements/', { collection_id: workspaceId, source_id: theirs.id }));
    expect((await owner.post('/api/agreements/', { collection_id: workspaceId, source_id: 99_999 })).statusCode).toBe(404);
    // from_pdf itself: from-pdf.test.ts.
    const pdf = await owner.post('/api/agreements/', { collection_id: workspaceId, from_pdf: 99_999 });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('from_pdf: no uploaded file with this id');
  });

  it('imports an already-signed contract (state 4) and resets it to a draft', async () => {
    const imported = await createAgreement(owner, { collection_id: workspaceId, name: 'Signed on paper', import: 1 });
    expect(imported.state).toBe(4);
    expect((await owner.get(`/api/agreements/${imported.id}`)).json().imported).toBe(true);
    expectDenied(await member.post(`/api/agreements/${imported.id}/imported_reset`));
    const reset = await owner.post(`/api/agreements/${imported.id}/imported_reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().state).toBe(0);
    expect(reset.json().checksum).not.toBe(imported.checksum);
    const again = await owner.post(`/api/agreements/${imported.id}/imported_reset`);
    expect(again.statusCode).toBe(409);
    expect(again.json().api_error_code).toBe(4999);
    expect((await owner.post('/api/agreements/', { collection_id: workspaceId, import: 1, state: 6 })).statusCode).toBe(400);
  });

  it('replaces a draft with a new one from another template, trashing the old one', async () => {
    const template = await createAgreement(owner, { collection_id: workspaceId, name: 'Sales template', state: 6 });
    await owner.put(`/api/agreements/${template.id}`, { checksum: template.checksum, boxes: [textBox('Sales terms')] });
    const draft = await createAgreement(owner, { collection_id: workspaceId, name: 'Deal with Acme' });
    const replaced = await owner.post(`/api/agreements/${draft.id}/replace`, { collection_id: workspaceId, source_id: template.id });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const fresh = replaced.json();
    expect(fresh).toMatchObject({ name: 'Deal with Acme', state: 0 });
    expect(fresh.boxes[0].content.nodes[0].children[0].text).toBe('Sales terms');
    expect((await owner.get(`/api/agreements/${draft.id}`)).statusCode).toBe(404);
    expect(await listIds(owner, 'trashed=1')).toContain(draft.id);
    expectDenied(await member.post(`/api/agreements/${fresh.id}/replace`, { collection_id: workspaceId, source_id: template.id }));
    expect((await owner.post(`/api/agreements/${fresh.id}/replace`, { collection_id: workspaceId })).statusCode).toBe(400);
  });
});

describe('agreement value and config', () => {
  it('stores the amount as an exact decimal string and refuses floats', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Valued' });
    const set = await owner.put(`/api/agreements/${a.id}/agreement_value`, { amount: '1234567890.10' });
    expect(set.json()).toEqual({ amount: '1234567890.10' });
    expect((await owner.get(`/api/agreements/${a.id}`)).json().agreement_value).toEqual({ amount: '1234567890.10' });
    // 0.1 + 0.2 stays 0.30 because nothing here is a float.
    expect((await owner.put(`/api/agreements/${a.id}/agreement_value`, { amount: '0.3' })).json()).toEqual({ amount: '0.30' });
    for (const amount of [12.5, '1.234', '1e5', '10000000000000', 'abc']) {
      const bad = await owner.put(`/api/agreements/${a.id}/agreement_value`, { amount });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().message).toMatch(/^amount: /);
    }
    expect((await owner.get(`/api/agreements/${a.id}`)).json().agreement_value).toEqual({ amount: '0.30' });
    expect(await listIds(owner, `sort=agreement_value:desc&limit=1`)).toEqual([a.id]);
    expect((await owner.put(`/api/agreements/${a.id}/agreement_value`, { amount: null })).json()).toEqual({ amount: null });
    expectDenied(await stranger.put(`/api/agreements/${a.id}/agreement_value`, { amount: '1.00' }));
  });

  it('merges config keys, removes null ones, validates expireDateDays and bumps the checksum', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Configured' });
    const first = await owner.put(`/api/agreements/${a.id}/config`, { signOrder: true, expireDateDays: 14, custom: { x: 1 } });
    expect(first.json().config).toEqual({ signOrder: true, expireDateDays: 14, custom: { x: 1 } });
    expect(first.json().checksum).not.toBe(a.checksum);
    const second = await owner.put(`/api/agreements/${a.id}/config`, { expireDateDays: null });
    expect(second.json().config).toEqual({ signOrder: true, custom: { x: 1 } });
    const bad = await owner.put(`/api/agreements/${a.id}/config`, { expireDateDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('expireDateDays: expireDateDays is not allowed to be below 1');
    expect((await owner.put(`/api/agreements/${a.id}/config`, { signOrder: 'yes' })).statusCode).toBe(400);
    expectDenied(await member.put(`/api/agreements/${a.id}/config`, { signOrder: false }));
    expect((await owner.get(`/api/agreements/${a.id}`)).json().config).toEqual({ signOrder: true, custom: { x: 1 } });
  });
});
