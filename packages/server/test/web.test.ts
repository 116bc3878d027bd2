/**
 * What the server serves besides the API (docs/foundation-contract.md): the SPA with its
 * fallback, the embed shell and its headers, the loader, the examples with the origin filled in,
 * and the dev outbox page; production hides the dev tools.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAncestorsOf } from './helpers/contentSecurityPolicy.js';
import { TestClient, createTestServer, loginClient, tokenFromLink, type TestServer } from './helpers/testServer.js';

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkflow-web-'));
  for (const sub of ['app/assets', 'embed', 'loader', 'examples/partner-site']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'app/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'app/assets/index-abc.js'), 'console.log("app")');
  writeFileSync(join(dir, 'embed/embed.js'), 'console.log("embed")');
  writeFileSync(join(dir, 'loader/loader.js'), 'window.Inkflow={}');
  writeFileSync(join(dir, 'examples/partner-site/index.html'), '<script src="%INKFLOW_ORIGIN%/embed/loader.js"></script>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the examples');
  server = await createTestServer({
    appDist: join(dir, 'app'),
    embedDist: join(dir, 'embed'),
    loaderDist: join(dir, 'loader'),
    examplesDir: join(dir, 'examples'),
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the app', () => {
  it('serves built assets and index.html for client routes, not for /api', async () => {
    const client = new TestClient(server.app);
    const asset = await client.get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    for (const path of ['/', '/contracts', '/documents/5', '/login/password?next=x']) {
      const page = await client.get(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    expect((await client.get('/api/whatever')).json()).toMatchObject({ status_code: 404 });
  });

  it('sends guest pages with Referrer-Policy: no-referrer', async () => {
    const page = await new TestClient(server.app).get('/documents/5/at/sometoken');
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 503 "Run npm run build" without a build', async () => {
    const bare = await createTestServer({ appDist: join(dir, 'missing') });
    try {
      const page = await new TestClient(bare.app).get('/contracts');
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe('Run npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('the embed', () => {
  it('serves the shell with frame-ancestors and no-referrer', async () => {
    const page = await new TestClient(server.app).get('/embed/documents/7/at/abc');
    expect(page.statusCode).toBe(200);
    expect(frameAncestorsOf(page)).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<div id="inkflow-embed"></div>');
    expect(page.body).toContain('<script type="module" src="/embed/assets/embed.js"></script>');
    expect(page.body).toContain('href="/embed/assets/embed.css"');
  });

  it('serves the bundle and the loader (short cache, any origin)', async () => {
    const client = new TestClient(server.app);
    expect((await client.get('/embed/assets/embed.js')).body).toBe('console.log("embed")');
    const loader = await client.get('/embed/loader.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/javascript/);
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect((await client.get('/embed/unknown')).statusCode).toBe(404);
  });
});

describe('examples and the dev outbox', () => {
  it('serves examples with %INKFLOW_ORIGIN% replaced by the configured origin (never the Host header) and nothing outside the directory', async () => {
    const client = new TestClient(server.app);
    const page = await client.request('GET', '/examples/partner-site/', { headers: { host: 'localhost:4321' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<script src="http://localhost:3000/embed/loader.js"></script>');
    expect((await client.get('/examples/partner-site')).statusCode).toBe(302);
    expect((await client.get('/examples/..%2fsecret.txt')).body).not.toContain('outside the examples');
    expect((await client.get('/examples/%2e%2e/secret.txt')).body).not.toContain('outside the examples');
  });

  it('shows sent emails on /dev/outbox, escaped, with clickable links', async () => {
    const owner = await loginClient(server.app);
    const ws = (await owner.get('/api/positions/me')).json().collections[0].id as number;
    const a = (await owner.post('/api/agreements/', { collection_id: ws, name: 'Web <b>test</b>' })).json();
    await owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Zed <script>', email: 'zed@example.com' });
    await owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Sign <now>' });
    const page = await new TestClient(server.app).get('/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Sign &lt;now&gt;');
    expect(page.body).not.toContain('<script>');
    const token = tokenFromLink(page.body, a.id);
    expect(page.body).toContain(`<a href="http://localhost:3000/documents/${a.id}/at/${token}">`);
  });

  it('hides /dev and /examples in production and marks cookies Secure', async () => {
    const prod = await createTestServer({ production: true, appDist: join(dir, 'app'), examplesDir: join(dir, 'examples') });
    try {
      const client = new TestClient(prod.app);
      const ping = await client.get('/api/ping');
      expect(String(ping.headers['set-cookie'])).toMatch(/Secure/);
      expect((await client.get('/api/dev/outbox')).statusCode).toBe(404);
      expect((await client.get('/dev/outbox')).body).toContain('<div id="root">');
      expect((await client.get('/examples/partner-site/')).body).not.toContain('loader.js');
    } finally {
      await prod.close();
    }
  });
});
