/**
 * Malformed requests never answer a server error (spec §8: a 500 is the server's fault, bad input
 * is the client's). Every route registered under /api is called, as the signed-in owner (with the
 * anti-forgery header) and as a guest (access token), with ids out of range, malformed queries
 * and malformed bodies: NUL characters, deep nesting, wrong types, huge numbers, arrays for
 * objects, empty and non-JSON payloads. The bodies come from fast-check with a fixed seed, so a
 * run is reproducible. Every answer must be below 500, and an error answered in JSON must carry
 * the §8 body.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './helpers/apiRoutes.js';
import { destructiveLast, fillPath, seedFuzzTargets } from './helpers/fuzzTargets.js';
import { createTestServer, guestHeaders, type TestClient, type TestServer } from './helpers/testServer.js';

const seed = 20_261_123;

/** Path parameter values that are not usable ids (or tokens). */
const badIds = ['2147483648', '-1', '1e309', 'abc', '%00', '0', '99999999999999999999', '%', '%E0%A4%A'];

/** Field names the API's bodies use, so generated bodies reach the validators and beyond. */
const fieldNames = [
  'id', 'name', 'email', 'fullname', 'password', 'new_password', 'persistent', 'collection_id', 'agreement_id', 'folder_id',
  'parent_id', 'position_id', 'participant_id', 'tag_ids', 'to_positions', 'date_time', 'checksum', 'config', 'boxes', 'content',
  'nodes', 'children', 'text', 'type', 'state', 'value', 'subject', 'message', 'body', 'sign_method_name', 'sign_code',
  'security_code', 'handwritten_signature', 'mobile', 'phone', 'ssn', 'country', 'orgnr', 'role', 'roles', 'permissions',
  'block_index', 'sign_order', 'language', 'expireDateDays', 'allowed_origins', 'enabled', 'issuer', 'client_id',
  'client_secret', 'captcha_response_token', 'token', 'q', 'limit', 'offset', 'sort', 'reason', 'amount', 'template_id',
];

const nul = 'a\u0000b';

/** Values that are wrong for almost any field. */
const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(nul, '\u0000', 2_147_483_648, -1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, '', 'x'.repeat(20_000), true, null),
  fc.constantFrom('2147483648', '1e309', '2026-13-45T99:99:99Z', 'not-an-email', 'data:image/png;base64,%%%'),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), fc.constant(nul), fc.constant(2_147_483_648)), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...fieldNames), fc.constantFrom(nul, 2_147_483_648, -1, null, [], {}), { maxKeys: 3 }),
);

/** JSON bodies: objects with known field names set to malformed values. */
const generatedBodies = fc.sample(fc.dictionary(fc.constantFrom(...fieldNames), malformedValue, { minKeys: 1, maxKeys: 6 }), { seed, numRuns: 10 });

const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/** Raw payloads with their content type: broken framing, wrong top-level types, deep nesting. */
const rawPayloads: { payload: string; contentType: string }[] = [
  { payload: '', contentType: 'application/json' },
  { payload: 'not json', contentType: 'application/json' },
  { payload: '{"name":', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '[{"name":"x"}]', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '123', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"name":"a\\u0000b","email":"a\\u0000@example.com","fullname":"\\u0000"}', contentType: 'application/json' },
  { payload: deepArray, contentType: 'application/json' },
  { payload: deepObject, contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: '{"id":1e999,"collection_id":1e999,"agreement_id":-0,"participant_id":2147483648}', contentType: 'application/json' },
  { payload: '{"name":"x"}', contentType: 'application/json; charset=utf-16' },
  { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: '--x\r\n', contentType: 'multipart/form-data' },
];

const malformedQueries = [
  '?limit=1e309&offset=-1&q=%00&sort=%00&collection_ids[]=2147483648&folder_ids[]=abc&states[]=-1&tag_ids[]=%00&date_from=2026-13-45',
  '?limit=2147483648&offset=99999999999999999999&workspace_ids=1&workspace_ids=abc&agreement_id=%00&token=%00&code=%00&state=%00',
  '?date_field=created&from=0000-01-01&to=0000-01-02T00:00:00Z',
];

let server: TestServer;
let owner: TestClient;
/** Real values for each path parameter, chosen by the resource in front of it. */
let realIds: Record<string, string>;
let guestToken: string;

beforeAll(async () => {
  server = await createTestServer({ expirySweepMs: 0 });
  ({ owner, guestToken, ownerIds: realIds } = await seedFuzzTargets(server));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** `path` with every parameter real, except `override` (one parameter set to a bad value). */
function fill(path: string, override?: { name: string; value: string }): string {
  return fillPath(realIds, path, override ? { [override.name]: override.value } : {});
}

type Caller = (method: string, url: string, payload?: { body: string; contentType: string }) => Promise<LightMyRequestResponse>;

const asOwner: Caller = (method, url, payload) =>
  owner.request(method as 'GET', url, payload ? { headers: { 'content-type': payload.contentType }, body: payload.body } : {});

const asGuest: Caller = (method, url, payload) =>
  server.app.inject({
    method: method as 'GET',
    url,
    headers: { ...guestHeaders(guestToken), ...(payload ? { 'content-type': payload.contentType } : {}) },
    ...(payload ? { payload: payload.body } : {}),
  });

/** Every request a route gets: bad ids, malformed queries (reads) or malformed bodies (writes). */
function requestsFor(route: ApiRoute): { url: string; payload?: { body: string; contentType: string } }[] {
  const requests: { url: string; payload?: { body: string; contentType: string } }[] = [];
  const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const emptyBody = route.method === 'GET' || route.method === 'DELETE' ? undefined : { body: '{}', contentType: 'application/json' };
  for (const name of params) for (const value of badIds) requests.push({ url: fill(route.path, { name, value }), ...(emptyBody ? { payload: emptyBody } : {}) });
  const url = fill(route.path);
  if (route.method === 'GET') {
    for (const query of malformedQueries) requests.push({ url: `${url}${query}` });
    return requests;
  }
  for (const raw of rawPayloads) requests.push({ url, payload: { body: raw.payload, contentType: raw.contentType } });
  for (const body of generatedBodies) requests.push({ url, payload: { body: JSON.stringify(body), contentType: 'application/json' } });
  return requests;
}

/** Calls every route with every malformed request; returns the failures (status >= 500, or a JSON error without the §8 body). */
async function fuzz(call: Caller): Promise<{ statuses: Map<number, number>; failures: string[] }> {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  for (const route of destructiveLast(apiRoutes(server.app))) {
    for (const { url, payload } of requestsFor(route)) {
      const response = await call(route.method, url, payload);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const what = `${route.method} ${url} ${payload ? payload.body.slice(0, 80) : ''} -> ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) failures.push(what);
      else if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json')) {
        const body = response.json() as Record<string, unknown>;
        if (body.status_code !== response.statusCode || body.api_error_code === undefined || typeof body.message !== 'string') failures.push(`not a §8 body: ${what}`);
      }
    }
  }
  return { statuses, failures };
}

describe('malformed requests', () => {
  it('finds the API routes to call', () => {
    const routes = apiRoutes(server.app);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/agreements/:id' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/agreements/:id/participants/:pid/sign' });
    expect(routes.length).toBeGreaterThan(100);
  });

  it('never answer 5xx to a guest', async () => {
    const { statuses, failures } = await fuzz(asGuest);
    expect(failures).toEqual([]);
    expect(statuses.get(400)).toBeGreaterThan(100);
  }, 120_000);

  it('never answer 5xx to a signed-in owner', async () => {
    const { statuses, failures } = await fuzz(asOwner);
    expect(failures).toEqual([]);
    expect(statuses.get(400)).toBeGreaterThan(500);
  }, 120_000);
});
