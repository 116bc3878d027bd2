/**
 * The audit trail API (issue #5): GET /agreements/{id}/events returns the agreement's events as
 * a tree by parent id with type, actor name, time, IP, user agent and document hash; owner only.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { waitForSeal } from './helpers/waitForSeal.js';
import { TestClient, createTestServer, guestHeaders, loginClient, tokenFromLink, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let id: number;
let guestToken: string;

type EventNode = { id: number; parent_id: number | null; type: string; actor: { kind: string; id: number | null; name: string | null }; created: string; ip: string | null; user_agent: string | null; document_hash: string; payload: Record<string, unknown>; children: EventNode[] };

beforeAll(async () => {
  server = await createTestServer();
  await createOtherAccount(server.db);
  owner = await loginClient(server.app);
  const workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
  const draft = (await owner.post('/api/agreements/', { collection_id: workspaceId, name: 'Audited' })).json() as AgreementWire;
  id = draft.id;
  await owner.post(`/api/agreements/${id}/participants/`, { fullname: 'Eve Signer', email: 'eve@example.com', type: 1 });
  await owner.post(`/api/agreements/${id}/publish`, { subject: 'Sign', message: '' });
  const outbox = (await owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
  guestToken = tokenFromLink(outbox.collection.find((m) => m.to === 'eve@example.com')!.text, id);
  const guest = new TestClient(server.app);
  const current = (await guest.get(`/api/agreements/${id}`, { headers: guestHeaders(guestToken) })).json() as AgreementWire;
  const pid = current.participants[0]!.id;
  const signed = await guest.post(`/api/agreements/${id}/participants/${pid}/sign`, { checksum: current.checksum, sign_method: 0 }, { headers: { ...guestHeaders(guestToken), 'user-agent': 'EveBrowser/2.0' } });
  expect(signed.statusCode).toBe(200);
  expect(await waitForSeal(server.db, id)).toBe('sealed');
});
afterAll(async () => {
  await server?.close();
});

describe('GET /agreements/{id}/events', () => {
  it('returns the events as a tree: signed → state changed → sealed, with actors and facts', async () => {
    const response = await owner.get(`/api/agreements/${id}/events`);
    expect(response.statusCode).toBe(200);
    const { collection, count } = response.json() as { collection: EventNode[]; count: number };
    expect(collection.map((e) => e.type)).toEqual(['created', 'published', 'signed']);
    expect(count).toBe(5);
    const [created, , signed] = collection;
    const me = (await owner.get('/api/positions/me')).json() as PositionWire;
    expect(created!.actor).toEqual({ kind: 'position', id: me.id, name: me.fullname });
    expect(signed!.actor).toMatchObject({ kind: 'participant', name: 'Eve Signer' });
    expect(signed!.user_agent).toBe('EveBrowser/2.0');
    expect(signed!.ip).toBeTruthy();
    expect(signed!.document_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(signed!.created).getTime()).not.toBeNaN();
    const stateChanged = signed!.children[0]!;
    expect(stateChanged).toMatchObject({ type: 'state_changed', parent_id: signed!.id, payload: { to: 4 } });
    const sealed = stateChanged.children[0]!;
    expect(sealed).toMatchObject({ type: 'sealed', parent_id: stateChanged.id, actor: { kind: 'system', name: null } });
    expect(sealed.payload.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is for the owner only: a guest token and another account get 403', async () => {
    const guest = await new TestClient(server.app).get(`/api/agreements/${id}/events`, { headers: guestHeaders(guestToken) });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ api_error_code: 99 });
    const stranger = await loginClient(server.app, other);
    expect((await stranger.get(`/api/agreements/${id}/events`)).statusCode).toBe(403);
    expect((await new TestClient(server.app).get(`/api/agreements/${id}/events`)).statusCode).toBe(401);
    expect((await owner.get('/api/agreements/abc/events')).statusCode).toBe(404);
  });
});
