/**
 * Session and account calls (§7), anti-forgery, and the §8 error shape of Fastify's own errors.
 */
import { redactUrl } from '@inkflow/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/ping', () => {
  it('answers the server time and sets a readable XSRF-TOKEN cookie when absent', async () => {
    const client = new TestClient(server.app);
    const response = await client.get('/api/ping');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { time: string };
    expect(Date.parse(body.time)).not.toBeNaN();
    expect(response.headers['x-flow-server-time']).toBe(body.time);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Once the browser has the cookie, it is not replaced.
    const again = await client.get('/api/ping');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('reports the session expiry to a logged-in caller', async () => {
    const client = await loginClient(server.app);
    const response = await client.get('/api/ping');
    const expires = Date.parse(String(response.headers['x-flow-session-expires']));
    expect(expires - Date.now()).toBeGreaterThan(11 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });
});

describe('GET /api/positions/login_method', () => {
  it('answers password for any valid email', async () => {
    const response = await new TestClient(server.app).get('/api/positions/login_method?email=someone%40example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ login_methods: ['password'] });
  });

  it('refuses an invalid email with 400', async () => {
    const response = await new TestClient(server.app).get('/api/positions/login_method?email=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, api_error_code: 'BAD_REQUEST', message: 'query email: Email address is invalid' });
  });
});

describe('POST /api/positions/login', () => {
  it('logs in, sets an HttpOnly session cookie and returns the position with account and workspaces', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/positions/login', { email: demo.email, password: demo.password });
    expect(response.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('inkflow_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(cookie).not.toMatch(/Secure/);
    expect(response.json()).toMatchObject({
      email: 'demo@inkflow.test',
      fullname: 'Demo User',
      account: { name: 'Demo Company' },
      collections: [{ name: 'Contracts', virtual: false }],
    });
  });

  it('gives a persistent session a 30-day cookie', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/positions/login', { email: demo.email, password: demo.password, persistent: true });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('inkflow_session='));
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('refuses a wrong password and an unknown email alike with 401 / 1000', async () => {
    for (const credentials of [
      { email: demo.email, password: 'wrong-password-123' },
      { email: 'nobody@inkflow.test', password: demo.password },
    ]) {
      const client = new TestClient(server.app);
      await client.get('/api/ping');
      const response = await client.post('/api/positions/login', credentials);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status_code: 401, api_error_code: 1000, message: 'Invalid email/password, Please try again' });
      expect(client.cookies.has('inkflow_session')).toBe(false);
    }
  });

  it('refuses a login without the anti-forgery header (403, 99)', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/positions/login', demo, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status_code: 403, api_error_code: 99, message: 'Invalid anti-forgery token' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/positions/login', demo, { xsrf: false, headers: { 'x-xsrf-token': 'forged' } });
    expect(response.statusCode).toBe(403);
  });

  it('rotates the session: the cookie from before login no longer works', async () => {
    const client = await loginClient(server.app);
    const before = client.cookies.get('inkflow_session')!;
    await client.post('/api/positions/login', demo);
    const after = client.cookies.get('inkflow_session')!;
    expect(after).not.toBe(before);
    const stale = new TestClient(server.app);
    stale.cookies.set('inkflow_session', before);
    expect((await stale.get('/api/positions/me')).statusCode).toBe(401);
    expect((await client.get('/api/positions/me')).statusCode).toBe(200);
  });
});

describe('GET /api/positions/me and POST /api/positions/logout', () => {
  it('answers 401 without a session', async () => {
    const response = await new TestClient(server.app).get('/api/positions/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status_code: 401 });
  });

  it('logout deletes the session server-side', async () => {
    const client = await loginClient(server.app);
    const token = client.cookies.get('inkflow_session')!;
    const response = await client.post('/api/positions/logout');
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has('inkflow_session')).toBe(false);
    const replay = new TestClient(server.app);
    replay.cookies.set('inkflow_session', token);
    expect((await replay.get('/api/positions/me')).statusCode).toBe(401);
  });
});

describe('errors in the §8 shape', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await new TestClient(server.app).get('/api/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status_code: 404, api_error_code: 'NOT_FOUND' });
  });

  it('turns malformed JSON into 400 BAD_REQUEST', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.request('POST', '/api/positions/login', {
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
  });

  it('turns a too large body into 413 in the same shape', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/positions/login', { email: demo.email, password: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status_code: 413, api_error_code: 'BAD_REQUEST' });
  });
});

describe('login rate limit', () => {
  it('answers 429 in the §8 shape after too many attempts for one IP and email', async () => {
    const limited = await createTestServer({ loginRateLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const client = new TestClient(limited.app);
      await client.get('/api/ping');
      const wrong = { email: demo.email, password: 'wrong-password-123' };
      expect((await client.post('/api/positions/login', wrong)).statusCode).toBe(401);
      expect((await client.post('/api/positions/login', wrong)).statusCode).toBe(401);
      const third = await client.post('/api/positions/login', demo);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS' });
      // Another email from the same IP is counted separately.
      const other = await client.post('/api/positions/login', { email: 'other@inkflow.test', password: 'whatever-123' });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('redactUrl', () => {
  it('removes guest tokens from paths and access_token query values', () => {
    expect(redactUrl('/embed/documents/4/at/abcDEF_-123?x=1')).toBe('/embed/documents/4/at/[redacted]?x=1');
    expect(redactUrl('/api/agreements/4?access_token=secret&y=2')).toBe('/api/agreements/4?access_token=[redacted]&y=2');
  });
});
