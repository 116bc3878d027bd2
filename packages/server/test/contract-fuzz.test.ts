/**
 * Fuzzing from the contract (DESIGN.md "Route contract", spec §8): for every route of
 * `apiContract` with a params, query or body schema, fast-check generates malformed requests
 * FROM THAT SCHEMA (helpers/malformedFromSchema.ts: wrong types per field, missing required
 * fields, huge strings, numbers out of range, arrays for objects, bad path ids, NUL characters,
 * deep nesting) and sends them as the route's caller (the signed-in owner with the anti-forgery
 * header, or a guest token) at real, seeded ids. The route's own zod schemas are the oracle:
 *
 * - a request they refuse (or one with U+0000 or JSON nested past the parser's limit) must
 *   answer 4xx with the §8 body, and a batch of them must leave every stored row unchanged
 *   (a checksum of each table before and after);
 * - any request must answer below 500, and every error answer carries the §8 body.
 *
 * Generic over the contract, so it covers each route once it is defined there. The bodies come
 * from a fixed seed: a run is reproducible. Raw framing (broken JSON, wrong content types, empty
 * bodies) over every registered route is malformed-requests.test.ts.
 */
import { apiContract, type RouteDefinition } from '@inkflow/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { destructiveLast, fillPath, realValue, seedFuzzTargets, type FuzzTargets } from './helpers/fuzzTargets.js';
import {
  containsNul,
  inputJsonSchema,
  malformed,
  malformedPathValue,
  malformedQueryValue,
  nestingDepth,
  plausible,
} from './helpers/malformedFromSchema.js';
import { createTestServer, guestHeaders, type TestServer } from './helpers/testServer.js';

const seed = 20_261_124;
/** Malformed requests per route and caller. */
const runsPerRoute = 25;
/** The JSON body parser's depth limit (http/jsonBodyParser.ts maxJsonDepth). */
const maxJsonDepth = 64;

/**
 * Tables whose rows are bookkeeping of the requests themselves, not stored data: rate-limit
 * counters count every request, refused or not (a refused flood must still be limited).
 */
const bookkeepingTables = new Set(['rate_limit_counters']);

type Caller = 'owner' | 'guest';

/** One generated request: raw path params, query and JSON body (undefined = none sent). */
interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  /** Which part was made malformed. */
  part: 'params' | 'query' | 'body';
}

let server: TestServer;
let targets: FuzzTargets;

beforeAll(async () => {
  server = await createTestServer({ expirySweepMs: 0 });
  targets = await seedFuzzTargets(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The routes with something to fuzz, in a safe order, each with its callers. */
function fuzzableRoutes(): { key: string; definition: RouteDefinition; callers: Caller[] }[] {
  const routes = Object.entries(apiContract as Record<string, RouteDefinition>)
    .filter(([, d]) => d.params || d.query || d.body)
    .map(([key, definition]) => ({ key, method: definition.method, path: definition.path, definition }));
  return destructiveLast(routes).map(({ key, definition }) => ({
    key,
    definition,
    callers: definition.auth === 'guest' ? ['guest'] : definition.auth === 'sessionOrGuest' ? ['owner', 'guest'] : ['owner'],
  }));
}

/** The real params of a route for a caller, as the server receives them (text). */
function realParams(definition: RouteDefinition, caller: Caller): Record<string, string> {
  const ids = caller === 'guest' ? targets.guestIds : targets.ownerIds;
  return Object.fromEntries([...definition.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, realValue(ids, definition.path, m[1]!)]));
}

const isZod = (body: RouteDefinition['body']): body is z.ZodType => body !== undefined && !('multipart' in body);

/** The arbitrary of malformed requests for a route: one part (params, query or body) broken from its schema, the rest plausible. */
function requestArbitrary(definition: RouteDefinition, caller: Caller): fc.Arbitrary<FuzzRequest> {
  const params = realParams(definition, caller);
  const bodySchema = isZod(definition.body) ? inputJsonSchema(definition.body) : undefined;
  const base: FuzzRequest = {
    params,
    query: {},
    body: definition.method === 'GET' || definition.method === 'DELETE' ? undefined : bodySchema ? plausible(bodySchema) : {},
    part: 'params',
  };
  const parts: fc.Arbitrary<FuzzRequest>[] = [];
  const names = Object.keys(params);
  if (definition.params && names.length) {
    parts.push(
      fc
        .tuple(fc.constantFrom(...names), malformedPathValue)
        .map(([name, value]) => ({ ...base, params: { ...params, [name]: value }, part: 'params' as const })),
    );
  }
  if (definition.query) {
    const root = inputJsonSchema(definition.query);
    const keys = Object.keys(root.properties ?? {});
    if (keys.length) {
      parts.push(
        fc
          .constantFrom(...keys)
          .chain((key) => malformedQueryValue(root.properties![key]!, root).map((value) => ({ ...base, query: { [key]: value }, part: 'query' as const }))),
      );
    }
  }
  if (bodySchema) {
    parts.push(malformed(bodySchema).map((body) => ({ ...base, body, part: 'body' as const })));
  } else if (definition.body) {
    // A multipart upload sent a JSON body instead.
    parts.push(fc.constantFrom<unknown>({ file: 'x' }, [], 'x').map((body) => ({ ...base, body, part: 'body' as const })));
  }
  return fc.oneof(...parts);
}

/** Whether the server's input rules refuse the request before any action runs (the oracle). */
function refusedByContract(definition: RouteDefinition, request: FuzzRequest): boolean {
  // What the server sees: JSON round trip (undefined fields vanish, -0 is 0).
  const body: unknown = request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body));
  if (containsNul(request.params) || containsNul(request.query) || containsNul(body)) return true;
  if (body !== undefined && nestingDepth(body) > maxJsonDepth) return true;
  if (definition.params && !definition.params.safeParse(request.params).success) return true;
  if (definition.query && !definition.query.safeParse(request.query).success) return true;
  if (definition.body && !isZod(definition.body)) return request.part === 'body';
  if (isZod(definition.body) && !definition.body.safeParse(body).success) return true;
  return false;
}

/** The URL of a request (params percent-encoded, query as repeated bracketed keys for arrays). */
function urlOf(definition: RouteDefinition, request: FuzzRequest): string {
  const encoded = Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, encodeURIComponent(value)]));
  const path = `/api${fillPath({}, definition.path, encoded)}`;
  const query = Object.entries(request.query)
    .flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((v) => `${encodeURIComponent(key)}[]=${encodeURIComponent(v)}`) : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function send(definition: RouteDefinition, caller: Caller, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const url = urlOf(definition, request);
  const method = definition.method;
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
  if (caller === 'owner') return targets.owner.request(method, url, { headers, ...(payload === undefined ? {} : { body: payload }) });
  return server.app.inject({ method, url, headers: { ...guestHeaders(targets.guestToken), ...headers }, ...(payload === undefined ? {} : { payload }) });
}

/** What is wrong with an answer: a 5xx, or an error without the §8 body (undefined when fine). */
function answerProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return 'error answer is not JSON';
  }
  if (body.status_code !== response.statusCode || body.api_error_code === undefined || typeof body.message !== 'string') return 'error answer without the §8 body';
  return undefined;
}

/** A checksum of every stored table (`schema.table` → md5 of its rows in a stable order); pg-boss's queue left out. */
async function storedData(): Promise<Map<string, string>> {
  const tables = (
    (await server.db.execute(
      sql`SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss') ORDER BY 1, 2`,
    )) as unknown as { rows: { table_schema: string; table_name: string }[] }
  ).rows.filter((t) => !bookkeepingTables.has(t.table_name));
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const query = tables
    .map(
      (t) =>
        `SELECT '${t.table_schema}.${t.table_name}' AS name, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS sum FROM ${quote(t.table_schema)}.${quote(t.table_name)} r`,
    )
    .join(' UNION ALL ');
  const rows = ((await server.db.execute(sql.raw(query))) as unknown as { rows: { name: string; sum: string }[] }).rows;
  return new Map(rows.map((row) => [row.name, row.sum]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

const describeRequest = (definition: RouteDefinition, request: FuzzRequest) =>
  `${definition.method} ${urlOf(definition, request).slice(0, 160)} ${request.body === undefined ? '' : JSON.stringify(request.body).slice(0, 120)}`;

describe('fuzzing from the contract', () => {
  it('finds routes with schemas to fuzz, and tells invalid input from valid', () => {
    const keys = fuzzableRoutes().map((route) => route.key);
    expect(keys).toContain('POST /agreements/:id/notes/');
    expect(keys).toContain('GET /agreements/:id/notes/');
    const note = apiContract['POST /agreements/:id/notes/'];
    const valid: FuzzRequest = { params: { id: targets.ownerIds.agreements! }, query: {}, body: { name: 'x', content: { nodes: [] } }, part: 'body' };
    expect(refusedByContract(note, valid)).toBe(false);
    expect(refusedByContract(note, { ...valid, params: { id: 'abc' } })).toBe(true);
    expect(refusedByContract(note, { ...valid, body: { name: 7, content: { nodes: [] } } })).toBe(true);
    expect(refusedByContract(note, { ...valid, body: { name: 'a\u0000b', content: { nodes: [] } } })).toBe(true);
  });

  it('sees a stored change in the table checksums', async () => {
    const before = await storedData();
    expect(before.size).toBeGreaterThan(20);
    const created = await targets.owner.post(`/api/agreements/${targets.ownerIds.agreements}/notes/`, { name: 'Checksum', content: { nodes: [] } });
    expect(created.statusCode).toBe(201);
    expect(changedTables(before, await storedData())).toEqual(['public.agreement_notes']);
  });

  it('refuses malformed requests with a §8 error and changes no stored data; never answers 5xx', async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let refusedCount = 0;
    for (const { key, definition, callers } of fuzzableRoutes()) {
      for (const caller of callers) {
        const requests = fc.sample(requestArbitrary(definition, caller), { seed, numRuns: runsPerRoute });
        const refused = requests.filter((request) => refusedByContract(definition, request));
        const accepted = requests.filter((request) => !refusedByContract(definition, request));
        refusedCount += refused.length;

        const before = await storedData();
        for (const request of refused) {
          const response = await send(definition, caller, request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = answerProblem(response) ?? (response.statusCode < 400 ? 'invalid input was accepted' : undefined);
          if (problem) problems.push(`${key} as ${caller}: ${problem}: ${describeRequest(definition, request)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const changed = changedTables(before, await storedData());
        if (changed.length) problems.push(`${key} as ${caller}: refused requests changed stored data in ${changed.join(', ')}`);

        // Input the schemas accept (e.g. a huge but unbounded name) may be acted on; it must still not break the server.
        for (const request of accepted) {
          const response = await send(definition, caller, request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = answerProblem(response);
          if (problem) problems.push(`${key} as ${caller}: ${problem}: ${describeRequest(definition, request)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The generators mostly produce input the schemas refuse, and the validator answers it.
    expect(refusedCount).toBeGreaterThan(fuzzableRoutes().length * runsPerRoute * 0.5);
    expect(statuses.get(400)).toBeGreaterThan(0);
  }, 180_000);
});
