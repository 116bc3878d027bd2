/**
 * The account routes on the route contract (§7 Session and account, §8): the OpenAPI document
 * lists each of them with its auth and §8 errors, answers are serialised through their schemas
 * (ping headers, login's `{ mfa }` or position, the captcha challenge, sign-up token record), and
 * malformed input is refused by the schema before any action runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, loginClient, TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const accountRoutes = [
  ['get', '/ping'],
  ['get', '/positions/login_method'],
  ['post', '/positions/login'],
  ['post', '/positions/login_mfa_code_request'],
  ['post', '/positions/logout'],
  ['get', '/positions/me'],
  ['post', '/positions/forgot_password'],
  ['get', '/positions/forgot_password/{token}'],
  ['post', '/positions/forgot_password/{token}'],
  ['post', '/positions/{id}/change_email'],
  ['post', '/positions/change_email/{token}'],
  ['post', '/positions/invite'],
  ['get', '/positions/{id}/mfa/'],
  ['post', '/positions/{id}/mfa/'],
  ['delete', '/positions/{id}/mfa/'],
  ['post', '/positions/{id}/mfa/code_request'],
  ['post', '/positions/{id}/mfa/channel_validate'],
  ['post', '/positions/signup'],
  ['get', '/positions/signup_step2'],
  ['post', '/positions/signup_step2'],
  ['get', '/captcha/challenge'],
  ['get', '/sso/start'],
  ['get', '/sso/callback'],
  ['get', '/accounts/{id}/sso'],
  ['put', '/accounts/{id}/sso'],
] as const;

describe('account routes in the OpenAPI document', () => {
  it('lists every account route with its errors, and the redirects with their 302', async () => {
    const doc = (await new TestClient(server.app).get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }>; security?: unknown[] }>>;
    };
    for (const [method, path] of accountRoutes) {
      const operation = doc.paths[`/api${path}`]?.[method] ?? doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain('400');
    }
    const login = doc.paths['/api/positions/login']?.post ?? doc.paths['/positions/login']!.post!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(login.responses['401']!.description).toContain('1008');
    const start = doc.paths['/api/sso/start']?.get ?? doc.paths['/sso/start']!.get!;
    expect(Object.keys(start.responses)).toContain('302');
  });
});

describe('account answers through their schemas', () => {
  it('GET /ping answers the server time, and the session expiry only when signed in', async () => {
    const anonymous = await new TestClient(server.app).get('/api/ping');
    expect(anonymous.statusCode).toBe(200);
    expect(typeof anonymous.json().time).toBe('string');
    expect(anonymous.headers['x-flow-server-time']).toBe(anonymous.json().time);
    expect(anonymous.headers['x-flow-session-expires']).toBeUndefined();
    const owner = await loginClient(server.app);
    const signedIn = await owner.get('/api/ping');
    expect(Date.parse(String(signedIn.headers['x-flow-session-expires']))).toBeGreaterThan(Date.now());
  });

  it('GET /captcha/challenge answers an ALTCHA challenge', async () => {
    const response = await new TestClient(server.app).get('/api/captcha/challenge');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { parameters: { algorithm: string; salt: string }; signature?: string };
    expect(body.parameters.algorithm).toBe('SHA-256');
    expect(body.parameters.salt.length).toBeGreaterThan(0);
  });

  it('GET /positions/me answers the position with its account and workspaces', async () => {
    const owner = await loginClient(server.app);
    const me = await owner.get('/api/positions/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: expect.any(String), account: { id: expect.any(Number) }, collections: expect.any(Array) });
  });

  it('refuses a malformed body before the action: 400 naming the field', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/positions/login_mfa_code_request', { position_id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ api_error_code: 'BAD_REQUEST', message: expect.stringMatching(/^position_id: /) });
    const bad = await client.post('/api/positions/forgot_password', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email: /);
  });

  it('answers 404 "Invalid position Id" for a malformed position id in the path', async () => {
    const owner = await loginClient(server.app);
    const response = await owner.get('/api/positions/abc/mfa/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid position Id' });
  });

  it('keeps the captcha flag on a login body the schema refuses, once the email needs a captcha', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const email = 'contract.captcha@inkflow.test';
    for (let i = 0; i < 3; i++) expect((await client.post('/api/positions/login', { email, password: 'wrong-password-x' })).statusCode).toBe(401);
    const refused = await client.post('/api/positions/login', { email, password: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^password: /);
    expect(refused.headers['x-flow-require-captcha']).toBe('1');
  });
});
