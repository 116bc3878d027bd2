/**
 * Agreement calls of §7: create, read, save with checksum (4002), list (paging, sort,
 * collection_ids[]), soft delete, and access between accounts.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let workspaceId: number;
let otherWorkspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await loginClient(server.app);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
  otherWorkspaceId = (await createOtherAccount(server.db)).collectionId;
});
afterAll(async () => {
  await server?.close();
});

async function create(name: string, state = 0): Promise<AgreementWire> {
  const response = await owner.post('/api/agreements/', { collection_id: workspaceId, name, state });
  expect(response.statusCode).toBe(201);
  return response.json() as AgreementWire;
}

const textBox = (text: string) => ({ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] } });

describe('POST /api/agreements/', () => {
  it('creates a draft with a checksum, one text box and a created event', async () => {
    const a = await create('Service agreement');
    expect(a).toMatchObject({ name: 'Service agreement', state: 0, collection_id: workspaceId, participants: [], current_participant_id: null });
    expect(a.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(a.boxes).toHaveLength(1);
    expect(a.box_order).toEqual([a.boxes[0]!.id]);
    const events = await server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, a.id));
    expect(events.map((e) => e.type)).toEqual(['created']);
    expect(events[0]!.userAgent).toBe('inkflow-test');
    expect(events[0]!.positionId).not.toBeNull();
  });

  it('creates a template (state 6)', async () => {
    expect((await create('NDA template', 6)).state).toBe(6);
  });

  it('refuses other states, a missing workspace and another account’s workspace', async () => {
    const bad = await owner.post('/api/agreements/', { collection_id: workspaceId, state: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ api_error_code: 'BAD_REQUEST' });
    expect(bad.json().message).toMatch(/^state: /);
    expect((await owner.post('/api/agreements/', { name: 'x' })).json().message).toMatch(/^collection_id: /);
    expect((await owner.post('/api/agreements/', { collection_id: 999_999 })).statusCode).toBe(404);
    const foreign = await owner.post('/api/agreements/', { collection_id: otherWorkspaceId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ api_error_code: 99 });
  });

  it('needs a session (401) and the anti-forgery header (403)', async () => {
    const anonymous = new TestClient(server.app);
    await anonymous.get('/api/ping');
    expect((await anonymous.post('/api/agreements/', { collection_id: workspaceId })).statusCode).toBe(401);
    const noHeader = await owner.post('/api/agreements/', { collection_id: workspaceId }, { xsrf: false });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ status_code: 403, api_error_code: 99, message: 'Invalid anti-forgery token' });
  });
});

describe('GET /api/agreements/:id', () => {
  it('returns the agreement to its owner with X-Flow-Has-User: 1', async () => {
    const a = await create('Readable');
    const response = await owner.get(`/api/agreements/${a.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-flow-has-user']).toBe('1');
    expect(response.json()).toMatchObject({ id: a.id, name: 'Readable', checksum: a.checksum });
  });

  it('answers 404 "Invalid agreement Id" for a non-numeric id and 404 for an unknown one', async () => {
    for (const id of ['abc', '12x', '-1', '0', '99999999999']) {
      const response = await owner.get(`/api/agreements/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid agreement Id' });
    }
    const unknown = await owner.get('/api/agreements/987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ api_error_code: 'NOT_FOUND' });
  });

  it('refuses another account (403, 99) and anonymous callers (401)', async () => {
    const a = await create('Private');
    const stranger = await loginClient(server.app, other);
    const response = await stranger.get(`/api/agreements/${a.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ api_error_code: 99 });
    expect((await stranger.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Stolen' })).statusCode).toBe(403);
    expect((await stranger.delete(`/api/agreements/${a.id}`)).statusCode).toBe(403);
    expect((await new TestClient(server.app).get(`/api/agreements/${a.id}`)).statusCode).toBe(401);
    expect((await owner.get(`/api/agreements/${a.id}`)).json().name).toBe('Private');
  });
});

describe('PUT /api/agreements/:id', () => {
  it('saves content, assigns box ids and returns a new checksum', async () => {
    const a = await create('Draft');
    const response = await owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      name: 'Draft v2',
      boxes: [{ id: a.boxes[0]!.id, ...textBox('First') }, textBox('Second')],
      config: { signOrder: false },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as AgreementWire;
    expect(saved.name).toBe('Draft v2');
    expect(saved.checksum).not.toBe(a.checksum);
    expect(saved.boxes.map((b) => b.id)).toEqual([a.boxes[0]!.id, a.boxes[0]!.id + 1]);
    expect(saved.box_order).toEqual(saved.boxes.map((b) => b.id));
    expect(saved.config).toEqual({ signOrder: false });
    expect((await owner.get(`/api/agreements/${a.id}`)).json()).toMatchObject({ name: 'Draft v2', checksum: saved.checksum });
  });

  it('refuses a stale checksum with 409 / 4002 and changes nothing', async () => {
    const a = await create('Contested');
    const first = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'First writer' });
    expect(first.statusCode).toBe(200);
    const second = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Second writer', boxes: [textBox('lost')] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status_code: 409, api_error_code: 4002, message: 'The contract version is not up to date, refresh' });
    const stored = (await owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(stored.name).toBe('First writer');
    expect(stored.checksum).toBe((first.json() as AgreementWire).checksum);
    expect(stored.boxes).toEqual(a.boxes);
  });

  it('lets only one of two concurrent saves on the same checksum win', async () => {
    const a = await create('Race');
    const results = await Promise.all([
      owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Left' }),
      owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Right' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as AgreementWire;
    expect((await owner.get(`/api/agreements/${a.id}`)).json().name).toBe(winner.name);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const a = await create('Strict');
    const cases = [
      { body: { name: 'No checksum' }, message: /^checksum: / },
      { body: { checksum: a.checksum, name: '' }, message: /^name: / },
      { body: { checksum: a.checksum, boxes: [{ type: 99, content: {} }] }, message: /^boxes\.0\.type: / },
      { body: { checksum: a.checksum, boxes: [{ type: 10, content: { nodes: [{ type: 'script', children: [] }] } }] }, message: /^boxes\.0\.content/ },
    ];
    for (const { body, message } of cases) {
      const response = await owner.put(`/api/agreements/${a.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().api_error_code).toBe('BAD_REQUEST');
      expect(response.json().message).toMatch(message);
    }
    expect((await owner.get(`/api/agreements/${a.id}`)).json()).toMatchObject({ name: 'Strict', checksum: a.checksum });
  });
});

describe('GET /api/agreements/', () => {
  it('pages with limit and offset and counts the total', async () => {
    const before = (await owner.get('/api/agreements/?limit=1')).json() as { count: number };
    for (const name of ['Page A', 'Page B', 'Page C']) await create(name);
    const page = await owner.get('/api/agreements/?limit=2&offset=1&sort=created:desc');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { collection: { id: number; name: string; state: number; collection_id: number; updated: string }[]; count: number };
    expect(body.count).toBe(before.count + 3);
    expect(body.collection.map((a) => a.name)).toEqual(['Page B', 'Page A']);
    expect(Object.keys(body.collection[0]!).sort()).toEqual(['agreement_value', 'collection_id', 'created', 'expire_date', 'folder_id', 'id', 'name', 'state', 'tags', 'updated']);
  });

  it('defaults to 20 per page and refuses limit above 100', async () => {
    for (let i = 0; i < 21; i++) await create(`Bulk ${i}`);
    const body = (await owner.get('/api/agreements/')).json() as { collection: unknown[]; count: number };
    expect(body.collection).toHaveLength(20);
    expect(body.count).toBeGreaterThan(20);
    expect((await owner.get('/api/agreements/?limit=101')).statusCode).toBe(400);
    expect((await owner.get('/api/agreements/?offset=-1')).statusCode).toBe(400);
  });

  it('sorts by name and refuses unknown attributes or directions', async () => {
    const body = (await owner.get('/api/agreements/?sort=name:asc&limit=100')).json() as { collection: { name: string }[] };
    const names = body.collection.map((a) => a.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const unknown = await owner.get('/api/agreements/?sort=password:asc');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/unknown attribute "password"/);
    expect((await owner.get('/api/agreements/?sort=name:sideways')).statusCode).toBe(400);
  });

  it('filters by collection_ids[] and never lists another account’s agreements', async () => {
    const stranger = await loginClient(server.app, other);
    const theirs = await stranger.post('/api/agreements/', { collection_id: otherWorkspaceId, name: 'Theirs' });
    expect(theirs.statusCode).toBe(201);
    const mine = (await owner.get(`/api/agreements/?collection_ids[]=${workspaceId}&collection_ids[]=${otherWorkspaceId}&limit=100`)).json() as {
      collection: { name: string; collection_id: number }[];
      count: number;
    };
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.collection.every((a) => a.collection_id === workspaceId)).toBe(true);
    const onlyOther = (await owner.get(`/api/agreements/?collection_ids[]=${otherWorkspaceId}`)).json();
    expect(onlyOther).toEqual({ collection: [], count: 0 });
    const theirList = (await stranger.get('/api/agreements/')).json() as { collection: { name: string }[]; count: number };
    expect(theirList).toMatchObject({ count: 1, collection: [{ name: 'Theirs' }] });
    expect((await owner.get('/api/agreements/?collection_ids[]=abc')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await new TestClient(server.app).get('/api/agreements/')).statusCode).toBe(401);
  });
});

describe('DELETE /api/agreements/:id', () => {
  it('soft-deletes: 204, then 404 and gone from the list, the row kept', async () => {
    const a = await create('Doomed');
    const response = await owner.delete(`/api/agreements/${a.id}`);
    expect(response.statusCode).toBe(204);
    expect((await owner.get(`/api/agreements/${a.id}`)).statusCode).toBe(404);
    const list = (await owner.get('/api/agreements/?limit=100&sort=created:desc')).json() as { collection: { id: number }[] };
    expect(list.collection.some((x) => x.id === a.id)).toBe(false);
    const [row] = await server.db.select().from(schema.agreements).where(eq(schema.agreements.id, a.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await owner.delete(`/api/agreements/${a.id}`)).statusCode).toBe(404);
  });
});
