/**
 * Anti-forgery (DESIGN.md "HTTP API"): a write needs the XSRF header echo unless it carries a
 * guest token in the X-Flow-Access-Token header. A token in the query string is something a
 * cross-site form can put in its action URL, so it never stands in for the header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('anti-forgery and guest tokens in the query string', () => {
  it('refuses a logout without the header even when ?access_token= is present, and keeps the session', async () => {
    const client = await loginClient(server.app);
    const response = await client.post('/api/positions/logout?access_token=anything', {}, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status_code: 403, api_error_code: 99, message: 'Invalid anti-forgery token' });
    expect((await client.get('/api/positions/me')).statusCode).toBe(200);
  });

  it('still lets a write carry the guest token in the X-Flow-Access-Token header without the echo', async () => {
    const client = new TestClient(server.app);
    // An unknown token passes anti-forgery and is then refused as a guest (not 99).
    const response = await client.post('/api/agreements/1/sign', {}, { xsrf: false, headers: { 'x-flow-access-token': 'unknown-token' } });
    expect(response.statusCode).not.toBe(403);
  });
});
