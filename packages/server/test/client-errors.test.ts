/**
 * §8 Error reporting on the server: POST /api/client_errors takes a batch of client errors
 * (core contract/clientErrorsContract.ts), logs each item with pino after scrubbing it again, is
 * rate limited per IP and answers 204; §7: every /api answer carries x-flow-reload-marker, and
 * the common request headers (client version, source, timezone) are accepted.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, loginClient, TestClient, type TestServer } from './helpers/testServer.js';

const token = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij0123';
const lines: Array<Record<string, unknown>> = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let dir: string;
let server: TestServer;
let limited: TestServer;
const builtAt = new Date('2026-11-20T10:00:00.000Z');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkflow-client-errors-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  utimesSync(join(dir, 'index.html'), builtAt, builtAt);
  server = await createTestServer({ appDist: dir, expirySweepMs: 0, logger: { level: 'info', stream: destination } });
  limited = await createTestServer({ expirySweepMs: 0, reloadMarker: '2026-11-24T01:02:03Z', rateLimits: { clientErrors: { max: 2, timeWindow: 60_000 } } });
});

afterAll(async () => {
  await server?.close();
  await limited?.close();
  rmSync(dir, { recursive: true, force: true });
});

const clientErrorLines = () => lines.filter((line) => line.msg === 'client error');

describe('POST /api/client_errors', () => {
  it('logs each item, scrubbed again, and answers 204 without a session or anti-forgery header', async () => {
    const client = new TestClient(server.app);
    const before = clientErrorLines().length;
    const response = await client.post(
      '/api/client_errors',
      {
        items: [
          {
            message: `Login failed password=hunter2 token ${token}`,
            stack: `Error: x\n    at https://app.test/documents/1/at/${token}/main.js:1:1`,
            url: 'https://app.test/login?value=19121212-1212',
            source: 'web',
            version: '0.1.0+abc',
            count: 3,
          },
          { message: 'second', source: 'embed' },
        ],
      },
      { xsrf: false },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const logged = clientErrorLines().slice(before);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 40,
      clientError: {
        message: 'Login failed password=[scrubbed] token [scrubbed]',
        stack: 'Error: x\n    at https://app.test/documents/1/at/[scrubbed]/main.js:1:1',
        url: 'https://app.test/login?value=[scrubbed]',
        source: 'web',
        version: '0.1.0+abc',
        count: 3,
      },
      reporter: { userAgent: 'inkflow-test' },
    });
    expect(logged[1]).toMatchObject({ clientError: { message: 'second', source: 'embed' } });
    expect(JSON.stringify(logged)).not.toContain('hunter2');
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('answers 400 BAD_REQUEST naming the field on a bad shape, and logs nothing', async () => {
    const client = new TestClient(server.app);
    const before = clientErrorLines().length;
    const cases: Array<[unknown, string]> = [
      [{}, 'items'],
      [{ items: [] }, 'items'],
      [{ items: [{ message: 'x', source: 'desktop' }] }, 'items.0.source'],
      [{ items: [{ source: 'web' }] }, 'items.0.message'],
      [{ items: [{ message: 'x'.repeat(2001), source: 'web' }] }, 'items.0.message'],
      [{ items: Array.from({ length: 301 }, () => ({ message: 'x', source: 'web' })) }, 'items'],
      [{ items: [{ message: 'x', source: 'web', count: 0 }] }, 'items.0.count'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post('/api/client_errors', body, { xsrf: false });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = response.json<{ api_error_code: string; message: string }>();
      expect(error.api_error_code).toBe('BAD_REQUEST');
      expect(error.message.startsWith(field)).toBe(true);
    }
    expect(clientErrorLines().length).toBe(before);
  });

  it('is rate limited per IP with 429 TOO_MANY_REQUESTS', async () => {
    const client = new TestClient(limited.app);
    const post = () => client.post('/api/client_errors', { items: [{ message: 'x', source: 'web' }] }, { xsrf: false });
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(204);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ api_error_code: 'TOO_MANY_REQUESTS' });
  });
});

describe('x-flow-reload-marker', () => {
  it("carries the app build's index.html time on every /api answer, errors included", async () => {
    const client = new TestClient(server.app);
    const marker = builtAt.toISOString();
    expect((await client.get('/api/ping')).headers['x-flow-reload-marker']).toBe(marker);
    const missing = await client.get('/api/agreements/abc');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-flow-reload-marker']).toBe(marker);
    const unknown = await client.get('/api/no_such_call');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-flow-reload-marker']).toBe(marker);
    expect((await client.post('/api/client_errors', {}, { xsrf: false })).headers['x-flow-reload-marker']).toBe(marker);
  });

  it('is the configured marker when given, and absent outside /api', async () => {
    const client = new TestClient(limited.app);
    expect((await client.get('/api/ping')).headers['x-flow-reload-marker']).toBe('2026-11-24T01:02:03.000Z');
    expect((await client.get('/login')).headers['x-flow-reload-marker']).toBeUndefined();
  });
});

describe('§7 common request headers', () => {
  it('accepts the client version, source marker and timezone on reads and writes', async () => {
    const headers = { 'x-flow-client-version': '0.1.0+abc', 'x-flow-source': 'web', 'x-flow-timezone': 'Europe/Stockholm' };
    const client = await loginClient(server.app);
    const me = await client.get('/api/positions/me', { headers });
    expect(me.statusCode).toBe(200);
    const note = await client.post('/api/client_errors', { items: [{ message: 'x', source: 'web' }] }, { headers });
    expect(note.statusCode).toBe(204);
  });
});
