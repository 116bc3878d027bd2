/**
 * Support contacts from configuration (spec §2 Error screens): every HTML page the server
 * serves, the app's index.html at `/` and on client routes and the embed page, carries
 * `<meta name="inkflow-support-email">` and `inkflow-support-phone` with the configured values
 * escaped; without configuration no tag is written; JSON replies are untouched.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSupportMeta } from '../src/web/supportMeta.js';
import { TestClient, createTestServer, type TestServer } from './helpers/testServer.js';

let dir: string;
let server: TestServer;
const support = { email: 'help+"x"@inkflow.example', phone: '+46 8 <123> 456' };
const emailTag = '<meta name="inkflow-support-email" content="help+&quot;x&quot;@inkflow.example">';
const phoneTag = '<meta name="inkflow-support-phone" content="+46 8 &lt;123&gt; 456">';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkflow-support-'));
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'app/index.html'), '<!doctype html><html><head><title>Inkflow</title></head><body><div id="root"></div></body></html>');
  server = await createTestServer({ appDist: join(dir, 'app'), support });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the support meta tags', () => {
  it('are in the head of index.html at / and on client routes, escaped', async () => {
    const client = new TestClient(server.app);
    for (const path of ['/', '/index.html', '/contracts', '/documents/5/at/sometoken']) {
      const page = await client.get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(`<title>Inkflow</title>${emailTag}${phoneTag}</head>`);
      expect(page.body, path).not.toContain('<123>');
    }
  });

  it('are in the embed page', async () => {
    const page = await new TestClient(server.app).get('/embed/documents/7/at/abc');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(emailTag);
    expect(page.body).toContain(phoneTag);
    expect(page.body.indexOf(emailTag)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('leave JSON replies alone', async () => {
    const reply = await new TestClient(server.app).get('/api/whatever');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('inkflow-support');
  });

  it('are not written without configuration', async () => {
    const bare = await createTestServer({ appDist: join(dir, 'app'), support: {} });
    try {
      const page = await new TestClient(bare.app).get('/contracts');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('inkflow-support');
    } finally {
      await bare.close();
    }
  });

  it('replace a page\'s own tags and fit pages without a head', () => {
    expect(withSupportMeta('<head><meta name="inkflow-support-email" content="old@x"></head>', { email: 'new@x' })).toBe(
      '<head><meta name="inkflow-support-email" content="new@x"></head>',
    );
    expect(withSupportMeta('<!doctype html><div></div>', { phone: '1' })).toBe('<!doctype html><meta name="inkflow-support-phone" content="1"><div></div>');
  });
});
