/**
 * PUT /agreements/{id} stores `box_order` (a permutation of the box ids, else 400 and nothing
 * changes) and keeps the checksum when a PUT changes nothing (autosave of unchanged content).
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let workspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await loginClient(server.app);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const textBox = (text: string) => ({ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] }, config: {} });

/** A draft with three text sections, saved once. */
async function threeSections(): Promise<AgreementWire> {
  const created = (await owner.post('/api/agreements/', { collection_id: workspaceId, name: 'Ordered' })).json() as AgreementWire;
  const response = await owner.put(`/api/agreements/${created.id}`, { checksum: created.checksum, boxes: [textBox('A'), textBox('B'), textBox('C')] });
  expect(response.statusCode).toBe(200);
  return response.json() as AgreementWire;
}

describe('PUT /api/agreements/:id box_order', () => {
  it('stores a new order of the saved boxes and answers it on GET', async () => {
    const a = await threeSections();
    const [x, y, z] = a.boxes.map((b) => b.id);
    const response = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, box_order: [z, x, y] });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as AgreementWire;
    expect(saved.box_order).toEqual([z, x, y]);
    expect(saved.checksum).not.toBe(a.checksum);
    expect(((await owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire).box_order).toEqual([z, x, y]);
  });

  it('applies box_order to the boxes sent in the same call', async () => {
    const a = await threeSections();
    const [x, y, z] = a.boxes.map((b) => b.id);
    const boxes = a.boxes.map((b) => ({ id: b.id, type: b.type, content: b.content, config: b.config }));
    const response = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes, box_order: [y!, z!, x!] });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AgreementWire).box_order).toEqual([y, z, x]);
  });

  it.each([
    ['an unknown id', (ids: number[]) => [...ids.slice(0, 2), 9999]],
    ['a repeated id', (ids: number[]) => [ids[0]!, ids[0]!, ids[1]!]],
    ['a missing id', (ids: number[]) => ids.slice(0, 2)],
  ])('refuses %s with 400 BAD_REQUEST and changes nothing', async (_, order) => {
    const a = await threeSections();
    const response = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Renamed', box_order: order(a.boxes.map((b) => b.id)) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ api_error_code: 'BAD_REQUEST' });
    const after = (await owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(after).toMatchObject({ name: 'Ordered', checksum: a.checksum, box_order: a.box_order });
  });
});

describe('PUT /api/agreements/:id without changes', () => {
  it('answers the same checksum when the content is unchanged', async () => {
    const a = await threeSections();
    const boxes = a.boxes.map((b) => ({ id: b.id, type: b.type, content: b.content, config: b.config }));
    const same = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: a.name, boxes, data: a.data, box_order: a.box_order });
    expect(same.statusCode).toBe(200);
    expect((same.json() as AgreementWire).checksum).toBe(a.checksum);
    // The unchanged checksum is still the current one: the next real change succeeds with it.
    const next = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Changed' });
    expect(next.statusCode).toBe(200);
    expect((next.json() as AgreementWire).checksum).not.toBe(a.checksum);
  });

  it('still refuses a stale checksum even when nothing would change', async () => {
    const a = await threeSections();
    expect((await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Moved on' })).statusCode).toBe(200);
    const stale = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Moved on' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ api_error_code: 4002 });
  });
});
