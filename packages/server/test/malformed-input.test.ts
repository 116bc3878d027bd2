/**
 * Malformed input answers 400 with the §8 body and changes nothing (spec §8; the fuzz over every
 * route is malformed-requests.test.ts): NUL characters in bodies, paths and queries, JSON nested
 * deeper than 64 levels, ids beyond PostgreSQL's integer, broken multipart framing, and Fastify's
 * own client faults (bad JSON, unsupported media type, too large).
 */
import type { PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement } from './helpers/documentFixtures.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let me: PositionWire & { account: { id: number } };
let workspaceId: number;

beforeAll(async () => {
  server = await createTestServer({ expirySweepMs: 0 });
  owner = await loginClient(server.app);
  me = (await owner.get('/api/positions/me')).json();
  workspaceId = me.collections[0]!.id;
});

afterAll(async () => {
  await server?.close();
});

/** A raw JSON text as the body of a write by the owner. */
const sendRaw = (method: 'POST' | 'PUT', url: string, text: string, contentType = 'application/json') =>
  owner.request(method, url, { headers: { 'content-type': contentType }, body: text });

const tagNames = async () => ((await owner.get('/api/tags/')).json() as { collection: { name: string }[] }).collection.map((t) => t.name);

const badRequest = (message: string) => ({ status_code: 400, api_error_code: 'BAD_REQUEST', message });

describe('NUL characters', () => {
  it('refuses U+0000 in a body field with 400 naming the field, and stores nothing', async () => {
    const before = await tagNames();
    const response = await owner.post('/api/tags/', { name: 'Tag\u0000name' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('name must not contain the NUL character (U+0000)'));
    expect(await tagNames()).toEqual(before);
  });

  it('names the path of a NUL deep inside a body', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Nul inside' });
    const response = await owner.put(`/api/agreements/${a.id}/config`, { signOrder: false, labels: ['fine', 'bad\u0000'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('labels[1] must not contain the NUL character (U+0000)'));
    expect((await owner.get(`/api/agreements/${a.id}`)).json().checksum).toBe(a.checksum);
  });

  it('refuses U+0000 on the login form before any lookup (not a 500)', async () => {
    const response = await owner.post('/api/positions/login', { email: 'demo\u0000@inkflow.test', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('email must not contain the NUL character (U+0000)'));
  });

  it('refuses U+0000 in a query value and in a path parameter', async () => {
    const query = await owner.get('/api/agreements/?q=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(badRequest('q must not contain the NUL character (U+0000)'));
    const path = await owner.post('/api/positions/forgot_password/abc%00def', { password: 'a-new-password-2026', password_again: 'a-new-password-2026' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(badRequest('token must not contain the NUL character (U+0000)'));
  });
});

describe('deeply nested JSON', () => {
  it('refuses JSON nested deeper than 64 levels with 400 before the handler runs', async () => {
    const before = await tagNames();
    const deep = `{"name":"Deep","extra":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await sendRaw('POST', '/api/tags/', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('JSON nests deeper than 64 levels'));
    expect(await tagNames()).toEqual(before);
  });

  it('refuses a deep object where the handler would serialise it (agreement config)', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Deep config' });
    const response = await sendRaw('PUT', `/api/agreements/${a.id}/config`, `{"nested":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('JSON nests deeper than 64 levels'));
  });

  it('accepts 64 levels, and counts brackets inside strings (after an escaped quote too) as text', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Sixty-four' });
    const nested = `${'['.repeat(62)}1${']'.repeat(62)}`; // the body object and the config key make 64
    const ok = await sendRaw('PUT', `/api/agreements/${a.id}/config`, `{"nested":${nested},"note":"\\"${'[{'.repeat(100)}"}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().config.note).toBe(`"${'[{'.repeat(100)}`);
  });
});

describe('ids beyond 2^31 - 1', () => {
  it('answers 400 naming the field for a body id, and links nothing', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Linked' });
    const response = await owner.post(`/api/agreements/${a.id}/links/`, { agreement_id: 2_147_483_648 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('agreement_id: agreement_id must be at most 2147483647'));
    expect((await owner.get(`/api/agreements/${a.id}/links/`)).json()).toMatchObject({ count: 0 });
  });

  it('answers 404 for an id beyond the range in a path (route contract) and 400 in a list filter', async () => {
    const sso = await owner.get('/api/accounts/2147483648/sso');
    expect(sso.statusCode).toBe(404);
    expect(sso.json()).toEqual({ status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid account Id' });
    const list = await owner.get('/api/agreements/?collection_ids[]=2147483648');
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual(badRequest('query collection_ids.0: collection_ids must be workspace ids'));
  });

  it('keeps 404 "Invalid agreement Id" for a path id that is not 1..2147483647 (§8)', async () => {
    for (const raw of ['2147483648', '-1', '1e309', 'abc', '0']) {
      const response = await owner.get(`/api/agreements/${raw}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid agreement Id' });
    }
  });
});

describe('dates PostgreSQL cannot hold', () => {
  it('answers 400 for a list bound in the year 0, and lists everything up to the year 9999', async () => {
    for (const [query, field] of [['from=0000-01-01', 'from'], ['to=0001-01-01T00:00:00%2B01:00', 'to']] as const) {
      const response = await owner.get(`/api/agreements/?date_field=created&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(badRequest(`query ${field}: ${field} must be a date between the years 1 and 9999`));
    }
    for (const query of ['from=0001-01-01&to=9999-12-31', 'to=9999-12-31T23:59:59Z']) {
      const response = await owner.get(`/api/agreements/?date_field=created&${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().count).toBeGreaterThan(0);
    }
  });
});

describe("Fastify's own client faults", () => {
  it('answers a URL with broken percent-encoding with 400 in the §8 shape, without echoing the URL', async () => {
    const response = await owner.get('/api/agreements/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The URL is not validly percent-encoded'));
  });

  it('answers a multipart body without a boundary with 400', async () => {
    const response = await sendRaw('POST', '/api/assets/', '--x\r\n', 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The upload is not valid multipart/form-data'));
  });

  it('answers an unsupported media type with 415 in the §8 shape', async () => {
    const before = await tagNames();
    const response = await sendRaw('POST', '/api/tags/', 'name=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status_code: 415, api_error_code: 'BAD_REQUEST' });
    expect(await tagNames()).toEqual(before);
  });

  it('answers an empty JSON body and a prototype-poisoning key with 400', async () => {
    const before = await tagNames();
    for (const text of ['', '{"__proto__":{"admin":true},"name":"Proto"}', '{"constructor":{"prototype":{"admin":true}},"name":"Ctor"}']) {
      const response = await sendRaw('POST', '/api/tags/', text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    }
    expect(await tagNames()).toEqual(before);
  });
});
