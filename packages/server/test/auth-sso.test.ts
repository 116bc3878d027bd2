/**
 * SSO by OpenID Connect (§6, §2 Login, §8 SSO errors) against a REAL OpenID provider
 * (oidc-provider) running in-process: settings, login-method lookup, the redirect round trip,
 * return_to, persistent sessions, 1005, and each error reason.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

/** The interaction API of oidc-provider used below (not in the shared type slice). */
interface InteractiveProvider {
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Record<string, unknown> }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

const origin = 'https://app.inkflow.test';
let server: TestServer;
let idp: Server;
let issuer: string;
let demoAccountId: number;
/** Who the provider logs in at the next interaction (the "user" typing at the provider). */
let nextLogin = '';

beforeAll(async () => {
  idp = createHttpServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'inkflow', client_secret: 'inkflow-client-secret', redirect_uris: [`${origin}/api/sso/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: sub, email_verified: true }) }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['inkflow-test-cookie-key'] },
  });
  const callback = provider.callback();
  const interactive = provider as unknown as InteractiveProvider;
  idp.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The user logs in and consents at once, as a real provider's pages would let them.
      void (async () => {
        const details = await interactive.interactionDetails(req, res);
        const grant = new interactive.Grant({ accountId: nextLogin, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await interactive.interactionFinished(req, res, { login: { accountId: nextLogin }, consent: { grantId } }, { mergeWithLastSubmission: false });
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  });

  server = await createTestServer({ publicOrigin: origin });
  const [position] = await server.db.select().from(schema.positions).where(eq(schema.positions.email, demo.email));
  demoAccountId = position!.accountId;
  await server.db.insert(schema.positions).values({ accountId: demoAccountId, email: 'alice@acme.test', fullname: 'Alice Acme', userRole: 'member', passwordHash: await hash('alice-password-2026') });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

async function setSso(settings: Record<string, unknown>): Promise<{ statusCode: number; body: unknown }> {
  const admin = await loginClient(server.app);
  const response = await admin.put(`/api/accounts/${demoAccountId}/sso`, {
    enabled: true,
    issuer,
    client_id: 'inkflow',
    client_secret: 'inkflow-client-secret',
    domains: ['acme.test'],
    block_password_login: false,
    ...settings,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Follows the provider's redirects (with its cookies) until it sends the browser back to us. */
async function throughProvider(url: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = new URL(url);
  for (let hop = 0; hop < 10; hop++) {
    if (next.origin === origin) return next;
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${next.href}: ${response.status} ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects');
}

/** Runs start -> provider -> callback in one browser; returns the callback's answer and the browser. */
async function ssoLogin(email: string, login: string, extra = ''): Promise<{ location: string; client: TestClient }> {
  const client = new TestClient(server.app);
  const start = await client.get(`/api/sso/start?email=${encodeURIComponent(email)}${extra}`);
  expect(start.statusCode).toBe(302);
  const to = String(start.headers.location);
  if (!to.startsWith(issuer)) return { location: to, client };
  nextLogin = login;
  const back = await throughProvider(to);
  const callback = await client.get(back.pathname + back.search);
  expect(callback.statusCode).toBe(302);
  return { location: String(callback.headers.location), client };
}

describe('SSO settings', () => {
  it('an admin sets them; the secret is never shown', async () => {
    const { statusCode, body } = await setSso({});
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      enabled: true,
      issuer,
      client_id: 'inkflow',
      has_client_secret: true,
      domains: ['acme.test'],
      block_password_login: false,
      redirect_uri: `${origin}/api/sso/callback`,
    });
    const alice = await loginClient(server.app, { email: 'alice@acme.test', password: 'alice-password-2026' });
    // Alice is no admin.
    expect((await alice.get(`/api/accounts/${demoAccountId}/sso`)).statusCode).toBe(403);
  });

  it('the login-method lookup offers both methods for the domain', async () => {
    const client = new TestClient(server.app);
    expect((await client.get('/api/positions/login_method?email=alice%40acme.test')).json()).toEqual({ login_methods: ['password', 'sso'] });
    expect((await client.get('/api/positions/login_method?email=someone%40elsewhere.test')).json()).toEqual({ login_methods: ['password'] });
  });
});

describe('SSO login', () => {
  it('logs the position in through the provider and goes to return_to, persistent when asked', async () => {
    await setSso({});
    const { location, client } = await ssoLogin('alice@acme.test', 'alice@acme.test', '&return_to=%2Fcontracts%3Fm%3D1&persistent=1');
    expect(location).toBe('/contracts?m=1');
    const me = await client.get('/api/positions/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'alice@acme.test' });
    const ping = await client.get('/api/ping');
    expect(Date.parse(String(ping.headers['x-flow-session-expires'])) - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('never redirects off-site', async () => {
    const { location } = await ssoLogin('alice@acme.test', 'alice@acme.test', '&return_to=%2F%2Fevil.test%2Fx');
    expect(location).toBe('/');
  });

  it('never redirects off-site through a disguised return_to (control characters, backslashes, encoded slashes)', async () => {
    await setSso({});
    const disguised = [
      '/%09/evil.example/',
      '/%0a/evil.example/',
      `/${encodeURIComponent('\\')}evil.example`,
      encodeURIComponent('/%2F%2Fevil.example'),
      encodeURIComponent('/%5Cevil.example'),
      encodeURIComponent('/..//evil.example'),
      encodeURIComponent('https://evil.example'),
      'javascript:alert(1)',
    ];
    for (const returnTo of disguised) {
      const { location } = await ssoLogin('alice@acme.test', 'alice@acme.test', `&return_to=${returnTo}`);
      expect(location, returnTo).toBe('/');
    }
  });

  it('sso-invalid when the provider vouches for another email, or the callback comes to another browser', async () => {
    expect((await ssoLogin('alice@acme.test', 'mallory@acme.test')).location).toBe('/login?error=sso-invalid');

    const starter = new TestClient(server.app);
    const start = await starter.get('/api/sso/start?email=alice%40acme.test');
    nextLogin = 'alice@acme.test';
    const back = await throughProvider(String(start.headers.location));
    const other = new TestClient(server.app);
    const callback = await other.get(back.pathname + back.search);
    expect(callback.headers.location).toBe('/login?error=sso-invalid');
    expect((await other.get('/api/positions/me')).statusCode).toBe(401);
  });

  it('login-disabled when no position has the email, or the account is locked', async () => {
    expect((await ssoLogin('carol@acme.test', 'carol@acme.test')).location).toBe('/login?error=login-disabled');
    await server.db.update(schema.accounts).set({ locked: true }).where(eq(schema.accounts.id, demoAccountId));
    try {
      expect((await ssoLogin('alice@acme.test', 'alice@acme.test')).location).toBe('/login?error=login-disabled');
    } finally {
      await server.db.update(schema.accounts).set({ locked: false }).where(eq(schema.accounts.id, demoAccountId));
    }
  });

  it('sso-invalid for a domain without SSO; extension-disabled when SSO is off', async () => {
    expect((await ssoLogin('someone@elsewhere.test', '')).location).toBe('/login?error=sso-invalid');
    await setSso({ enabled: false });
    expect((await ssoLogin('alice@acme.test', 'alice@acme.test')).location).toBe('/login?error=extension-disabled');
    expect((await new TestClient(server.app).get('/api/positions/login_method?email=alice%40acme.test')).json()).toEqual({ login_methods: ['password'] });
  });

  it('runtime-problems when the provider cannot be reached', async () => {
    await setSso({ issuer: 'http://127.0.0.1:9' });
    expect((await ssoLogin('alice@acme.test', 'alice@acme.test')).location).toBe('/login?error=runtime-problems');
  });

  it('block_password_login: the lookup says sso only and password login gives 1005', async () => {
    await setSso({ block_password_login: true });
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    expect((await client.get('/api/positions/login_method?email=alice%40acme.test')).json()).toEqual({ login_methods: ['sso'] });
    const login = await client.post('/api/positions/login', { email: 'alice@acme.test', password: 'alice-password-2026' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ status_code: 403, api_error_code: 1005, message: 'SSO domain is active on this email, contact your administrator' });
    expect((await ssoLogin('alice@acme.test', 'alice@acme.test')).location).toBe('/');
  });
});
