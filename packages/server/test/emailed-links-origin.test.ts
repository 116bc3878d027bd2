/**
 * Emailed links take their origin from configuration only (PUBLIC_ORIGIN; createServer's
 * `publicOrigin`, default http://localhost:3000), never from the request's Host header: a forged
 * Host on recovery, sign-up, invite, change email, a guest invitation or a reminder never
 * reaches an email.
 */
import { startServer } from '@inkflow/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from './helpers/captchaSolver.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

type Outbox = { collection: { to: string; subject: string; text: string; html: string }[] };

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ expirySweepMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** The newest email to `to`, read from the dev outbox. */
async function lastEmailTo(to: string) {
  const outbox = (await new TestClient(server.app).get('/api/dev/outbox')).json() as Outbox;
  const mail = outbox.collection.find((m) => m.to === to);
  expect(mail, `an email to ${to}`).toBeDefined();
  return mail!;
}

/** The email's links come from the default origin; the forged host appears nowhere. */
function expectConfiguredOrigin(mail: { text: string; html: string }, path: string) {
  expect(mail.text).toContain(`http://localhost:3000${path}`);
  expect(mail.text).not.toContain('evil.example');
  expect(mail.html).not.toContain('evil.example');
}

/** A client whose every request carries the forged Host header. */
async function forgingClient(login = false): Promise<TestClient> {
  const client = login ? await loginClient(server.app) : new TestClient(server.app);
  if (!login) await client.get('/api/ping');
  const request = client.request.bind(client);
  client.request = (method, url, options = {}) => request(method, url, { ...options, headers: { ...options.headers, ...forged } });
  return client;
}

describe('a forged Host header never reaches an emailed link', () => {
  it('password recovery', async () => {
    const client = await forgingClient();
    expect((await client.post('/api/positions/forgot_password', { email: demo.email })).statusCode).toBe(200);
    expectConfiguredOrigin(await lastEmailTo(demo.email), '/');
  });

  it('sign-up', async () => {
    const client = await forgingClient();
    const start = await client.post('/api/positions/signup', { email: 'forged.signup@inkflow.test', captcha_response_token: await solveCaptcha(client) });
    expect(start.statusCode, start.body).toBe(200);
    expectConfiguredOrigin(await lastEmailTo('forged.signup@inkflow.test'), '/signup/');
  });

  it('invite and change email', async () => {
    const admin = await forgingClient(true);
    const invite = await admin.post('/api/positions/invite', { email: 'forged.invite@inkflow.test', fullname: 'Ivy Invite', language: 'en' });
    expect(invite.statusCode, invite.body).toBe(200);
    expectConfiguredOrigin(await lastEmailTo('forged.invite@inkflow.test'), '/');

    const me = (await admin.get('/api/positions/me')).json() as { id: number };
    const change = await admin.post(`/api/positions/${me.id}/change_email`, { email: 'forged.change@inkflow.test', password: demo.password });
    expect(change.statusCode, change.body).toBe(200);
    expectConfiguredOrigin(await lastEmailTo('forged.change@inkflow.test'), '/change-email/');
  });

  it('guest invitation and reminder', async () => {
    const owner = await forgingClient(true);
    const f = await SigningFixture.create(server, owner);
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Gina Guest', email: 'forged.guest@inkflow.test', sign_method: 0 });
    const a = await f.publish(draft.id);
    expectConfiguredOrigin(await lastEmailTo('forged.guest@inkflow.test'), `/documents/${a.id}/at/`);
    const reminded = await owner.post(`/api/agreements/${a.id}/participants/${idOf(a, 'forged.guest@inkflow.test')}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expectConfiguredOrigin(await lastEmailTo('forged.guest@inkflow.test'), `/documents/${a.id}/at/`);
  });
});

// Each test starts a whole server (migrations, seed): slow on a busy machine.
describe('startServer and PUBLIC_ORIGIN', { timeout: 120_000 }, () => {
  it('refuses to start in production without PUBLIC_ORIGIN, with a message naming it', async () => {
    const started = startServer({ NODE_ENV: 'production', PORT: '0', IN_MEMORY: '1', SEAL_P12: 'unused' });
    await expect(started).rejects.toThrow(/PUBLIC_ORIGIN is required in production/);
    await started.then((running) => running.close()).catch(() => undefined);
  });

  it('outside production without PUBLIC_ORIGIN, emailed links use the printed URL whatever the Host header says', async () => {
    const running = await startServer({ NODE_ENV: 'development', PORT: '0', EXAMPLES_PORT: '0', IN_MEMORY: '1' });
    try {
      expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
      const client = new TestClient(running.app);
      await client.get('/api/ping');
      const asked = await client.post('/api/positions/forgot_password', { email: demo.email }, { headers: forged });
      expect(asked.statusCode).toBe(200);
      const outbox = (await client.get('/api/dev/outbox')).json() as Outbox;
      const mail = outbox.collection.find((m) => m.to === demo.email)!;
      expect(mail.text).toContain(`${running.url}/`);
      expect(mail.text).not.toContain('evil.example');
    } finally {
      await running.close();
    }
  });

  it('uses PUBLIC_ORIGIN when set, without its trailing slash', async () => {
    const running = await startServer({ NODE_ENV: 'development', PORT: '0', EXAMPLES_PORT: '0', IN_MEMORY: '1', PUBLIC_ORIGIN: 'https://sign.inkflow.test/' });
    try {
      expect(running.url).toBe('https://sign.inkflow.test');
      const client = new TestClient(running.app);
      await client.get('/api/ping');
      await client.post('/api/positions/forgot_password', { email: demo.email }, { headers: forged });
      const outbox = (await client.get('/api/dev/outbox')).json() as Outbox;
      expect(outbox.collection.find((m) => m.to === demo.email)!.text).toContain('https://sign.inkflow.test/');
    } finally {
      await running.close();
    }
  });
});
