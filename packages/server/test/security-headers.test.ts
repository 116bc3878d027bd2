/**
 * Browser security headers (http/securityHeaders.ts): pages get a strict Content-Security-Policy
 * with `frame-ancestors 'self'` and X-Frame-Options, so no other site can frame the app or a
 * guest link; the /embed pages keep the account's allowlist under the same strict directives;
 * every response is `nosniff`; production adds HSTS.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgreementWire, PositionWire } from '@inkflow/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspOf } from './helpers/contentSecurityPolicy.js';
import { createTestServer, loginClient, TestClient, type TestServer } from './helpers/testServer.js';

let dir: string;
let server: TestServer;
let production: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkflow-headers-'));
  mkdirSync(join(dir, 'app/assets'), { recursive: true });
  writeFileSync(join(dir, 'app/index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>');
  writeFileSync(join(dir, 'app/assets/index.js'), 'console.log("app")');
  server = await createTestServer({ appDist: join(dir, 'app'), expirySweepMs: 0 });
  production = await createTestServer({ appDist: join(dir, 'app'), expirySweepMs: 0, production: true });
});

afterAll(async () => {
  await server?.close();
  await production?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The strict directives every HTML page has, whatever its frame-ancestors. */
function expectStrictPolicy(response: LightMyRequestResponse): void {
  const csp = cspOf(response);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
}

describe('app pages', () => {
  it('may be framed only by their own origin, under a strict CSP', async () => {
    const client = new TestClient(server.app);
    for (const path of ['/', '/login', '/contracts', '/dev/outbox']) {
      const page = await client.get(path);
      expect(page.statusCode, path).toBe(200);
      expectStrictPolicy(page);
      expect(cspOf(page)['frame-ancestors'], path).toEqual(["'self'"]);
      expect(page.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], path).toBe('nosniff');
      expect(page.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('guards the guest link /documents/{id}/at/{token} the same way, and sends no referrer', async () => {
    const page = await new TestClient(server.app).get('/documents/1/at/some-guest-token');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expectStrictPolicy(page);
    expect(cspOf(page)['frame-ancestors']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps the headers on a production page the router did not know (no examples there)', async () => {
    const page = await new TestClient(production.app).get('/examples/partner-site/');
    expect(page.statusCode).toBe(200);
    expect(cspOf(page)['frame-ancestors']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('embed pages', () => {
  it("keep the account's allowlist as frame-ancestors, under the same strict directives and without X-Frame-Options", async () => {
    const client = await loginClient(production.app);
    const me = (await client.get('/api/positions/me')).json() as PositionWire & { account: { id: number } };
    const created = (await client.post('/api/agreements/', { collection_id: me.collections[0]!.id, name: 'Framed' })).json() as AgreementWire;
    await client.put(`/api/accounts/${me.account.id}/embed_settings`, { allowed_origins: ['https://partner.example'] });
    const page = await production.app.inject({ method: 'GET', url: `/embed/documents/${created.id}/at/x` });
    expect(page.statusCode).toBe(200);
    expectStrictPolicy(page);
    expect(cspOf(page)['frame-ancestors']).toEqual(['https://partner.example']);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('every response', () => {
  it('is nosniff, the API too, even when a call is refused', async () => {
    const client = new TestClient(server.app);
    const ping = await client.get('/api/ping');
    expect(ping.headers['x-content-type-options']).toBe('nosniff');
    const refused = await client.post('/api/tags/', { name: 'x' }, { xsrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect((await client.get('/assets/index.js')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('carries Strict-Transport-Security in production only', async () => {
    for (const path of ['/', '/api/ping']) {
      expect((await new TestClient(production.app).get(path)).headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect((await new TestClient(server.app).get(path)).headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});
