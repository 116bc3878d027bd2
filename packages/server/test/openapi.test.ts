/**
 * The API documents itself (DESIGN.md "HTTP API", "Route contract"): every call the server
 * registers under /api is defined in core's `apiContract` and described in /api/openapi.json with
 * a summary, a tag, its security, a success answer and the 400 error; every definition is
 * registered; the document is valid OpenAPI 3.1 (checked by @readme/openapi-parser); and
 * /api/docs serves the reference from our own origin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiContract, type RouteDefinition } from '@inkflow/core';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './helpers/apiRoutes.js';
import { createTestServer, type TestServer } from './helpers/testServer.js';

/** The reference pages of @fastify/swagger-ui (the reference itself, not calls of the API). */
const docsPrefix = '/api/docs';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

const definitions: Record<string, RouteDefinition | undefined> = apiContract;

const pushSocketPath = '/api/push';

let server: TestServer;
let document: OpenApiDocument;
/**
 * Every method + path under /api, the reference pages left out, and the push WebSocket
 * (GET /api/push: an upgrade, not a JSON route; core contract/pushContract.ts describes it).
 */
let registered: ApiRoute[];

beforeAll(async () => {
  server = await createTestServer({ expirySweepMs: 0 });
  const response = await server.app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json() as OpenApiDocument;
  registered = apiRoutes(server.app).filter(
    (route) => route.path !== docsPrefix && !route.path.startsWith(`${docsPrefix}/`) && !(route.method === 'GET' && route.path === pushSocketPath),
  );
});

afterAll(async () => {
  await server?.close();
});

/** The contract key of a registered route: `GET /agreements/:id` for `GET /api/agreements/:id`. */
const keyOf = (route: ApiRoute) => `${route.method} ${route.path.slice('/api'.length)}`;

/** A Fastify path in OpenAPI syntax: `/api/agreements/:id` → `/api/agreements/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** What is missing from the document for one registered route (empty when it is fully described). */
function gapsOf(route: ApiRoute): string[] {
  const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!operation) return ['not in /api/openapi.json'];
  const gaps: string[] = [];
  if (!definitions[keyOf(route)]) gaps.push('no apiContract definition');
  if (!operation.summary?.trim()) gaps.push('no summary');
  if (!operation.tags?.length) gaps.push('no tag');
  if (!Array.isArray(operation.security)) gaps.push('no security');
  const statuses = Object.keys(operation.responses ?? {});
  // A browser redirect (SSO and eID callbacks) answers 302/303 instead of a 2xx.
  if (!statuses.some((status) => /^[23]\d\d$/.test(status))) gaps.push('no 2xx or 3xx response');
  const badRequest = operation.responses?.['400'];
  if (!badRequest?.content?.['application/json']?.schema) gaps.push('no 400 error response');
  return gaps;
}

describe('every route documented', () => {
  it('finds the registered API routes, the reference pages left out', () => {
    expect(registered).toContainEqual({ method: 'GET', path: '/api/agreements/:id/notes/' });
    expect(registered).toContainEqual({ method: 'GET', path: '/api/openapi.json' });
    expect(registered.some((route) => route.path.startsWith(docsPrefix))).toBe(false);
    expect(registered.length).toBeGreaterThan(100);
  });

  it('describes every registered route (hidden development routes left out of the document)', () => {
    const undocumented: string[] = [];
    for (const route of registered) {
      if (definitions[keyOf(route)]?.hidden) continue;
      const gaps = gapsOf(route);
      if (gaps.length) undocumented.push(`${route.method} ${route.path}: ${gaps.join(', ')}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('leaves hidden routes and pages outside /api out of the document', () => {
    for (const [key, definition] of Object.entries(definitions)) {
      if (!definition?.hidden) continue;
      expect(document.paths[openApiPath(`/api${definition.path}`)]?.[definition.method.toLowerCase()], key).toBeUndefined();
    }
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith(docsPrefix))).toEqual([]);
  });

  it('registers every route of the contract', () => {
    const keys = new Set(registered.map(keyOf));
    expect(Object.keys(definitions).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents each route as its definition says: tag, security, statuses and errors', () => {
    for (const [key, definition] of Object.entries(definitions)) {
      if (!definition || definition.hidden) continue;
      const operation = document.paths[openApiPath(`/api${definition.path}`)]?.[definition.method.toLowerCase()];
      expect(operation, key).toBeDefined();
      expect(operation!.summary, key).toBe(definition.summary);
      expect(operation!.tags, key).toEqual([definition.resource]);
      expect(operation!.security, key).toEqual(
        definition.auth === 'none' ? [] : expect.arrayContaining([expect.objectContaining(definition.auth === 'guest' ? { guestToken: [] } : { sessionCookie: [] })]),
      );
      const statuses = Object.keys(operation!.responses ?? {}).map(Number);
      for (const status of Object.keys(definition.responses)) expect(statuses, key).toContain(Number(status));
      for (const error of definition.errors) expect(statuses, `${key} answers ${error.status} ${error.code}`).toContain(error.status);
    }
  });
});

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator resolves $refs in place: give it a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
  });

  it('declares the security schemes its operations use, and every referenced component', () => {
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const used = new Set<string>();
    const refs = new Set<string>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) for (const requirement of operation.security ?? []) for (const name of Object.keys(requirement)) used.add(name);
    }
    JSON.stringify(document, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      return value;
    });
    expect([...used].filter((name) => !schemes.has(name))).toEqual([]);
    const missing = [...refs].filter((ref) => !ref.startsWith('#/components/schemas/') || !(ref.slice('#/components/schemas/'.length) in document.components.schemas));
    expect(missing).toEqual([]);
    expect(document.components.schemas).toHaveProperty('ApiErrorBody');
  });

  it('is the same document the reference reads', async () => {
    const forReference = await server.app.inject(`${docsPrefix}/json`);
    expect(forReference.statusCode).toBe(200);
    expect(forReference.json()).toEqual(document);
  });
});

describe('/api/docs', () => {
  it('serves the reference page with its scripts and styles from our origin, under the app pages\' CSP', async () => {
    const page = await server.app.inject(docsPrefix);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('id="swagger-ui"');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Nothing from another origin: every src/href is a path on this server.
    const references = [...page.body.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(2);
    expect(references.filter((reference) => !reference.startsWith('/') || reference.startsWith('//'))).toEqual([]);
    expect(page.body).not.toMatch(/https?:\/\//);
    // No inline script: script-src 'self' would refuse it.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

    const scripts = references.filter((reference) => reference.endsWith('.js'));
    const styles = references.filter((reference) => reference.endsWith('.css'));
    expect(scripts).toContain(`${docsPrefix}/static/swagger-ui-bundle.js`);
    expect(styles).toContain(`${docsPrefix}/static/swagger-ui.css`);
    for (const reference of [...scripts, ...styles]) {
      const file = await server.app.inject(reference);
      expect(file.statusCode, reference).toBe(200);
      expect(file.headers['content-type'], reference).toMatch(reference.endsWith('.js') ? /javascript/ : /^text\/css/);
      expect(file.body.length, reference).toBeGreaterThan(100);
    }
    // The very files of the npm package (resolved from the server package, which depends on it).
    const swaggerUi = dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json'));
    const bundle = await server.app.inject(`${docsPrefix}/static/swagger-ui-bundle.js`);
    expect(bundle.rawPayload.equals(readFileSync(join(swaggerUi, 'static/swagger-ui-bundle.js')))).toBe(true);
  });

  it('leaves the JSON calls of /api without the page headers', async () => {
    const ping = await server.app.inject('/api/ping');
    expect(ping.headers['content-security-policy']).toBeUndefined();
    expect(ping.headers['x-frame-options']).toBeUndefined();
  });
});
