/**
 * Two-step login (§2 Login, §3 Position MFA, §7): settings with a password, channel
 * validation, the login answer `{ mfa }`, codes by real SMTP, single use, 1008; captcha after
 * repeated failures (X-Flow-Require-Captcha, 1012); rate limits; session rotation.
 */
import { accountsSchema, schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from './helpers/captchaSolver.js';
import { startSmtpCapture, type SmtpCapture } from './helpers/smtpCapture.js';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function anonymous(): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.get('/api/ping');
  return client;
}

/** A fresh position (own account) to change MFA settings on without disturbing the demo user. */
async function newPosition(email: string): Promise<{ id: number; password: string }> {
  const password = 'mfa-user-password-2026';
  const [account] = await server.db.insert(schema.accounts).values({ name: `Account of ${email}` }).returning();
  const { hash } = await import('@node-rs/argon2');
  const [position] = await server.db.insert(schema.positions).values({ accountId: account!.id, email, fullname: 'Mfa User', passwordHash: await hash(password) }).returning();
  return { id: position!.id, password };
}

const codeIn = (body: string) => /security code is (\d{6})/.exec(body)![1]!;

describe('MFA settings', () => {
  it('needs the password, validates the email channel with a code, then shows it validated', async () => {
    const user = await newPosition('mfa.settings@inkflow.test');
    const client = await loginClient(server.app, { email: 'mfa.settings@inkflow.test', password: user.password });
    expect((await client.get(`/api/positions/${user.id}/mfa/`)).json()).toEqual({ enabled: false, channel: null, channel_data: null, channel_status: 'none', has_code: false });

    const wrong = await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'email', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().api_error_code).toBe(1013);

    const set = await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'email', password: user.password });
    expect(set.json()).toEqual({ enabled: false, channel: 'email', channel_data: 'mfa.settings@inkflow.test', channel_status: 'pending', has_code: true });
    const first = codeIn((await smtp.waitFor('mfa.settings@inkflow.test', /security code/)).body);

    smtp.mails.length = 0;
    expect((await client.post(`/api/positions/${user.id}/mfa/code_request`, {})).statusCode).toBe(200);
    const second = codeIn((await smtp.waitFor('mfa.settings@inkflow.test', /security code/)).body);

    // Requesting a new code retired the first one.
    const retired = await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: first === second ? (first === '000000' ? '111111' : '000000') : first });
    expect(retired.statusCode).toBe(400);
    expect(retired.json()).toEqual({ status_code: 400, api_error_code: 1008, message: 'Invalid security code' });
    const malformed = await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: '12-34' });
    expect(malformed.json().message).toBe('security_code: Security code is not valid');
    const ok = await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: second });
    expect(ok.json()).toEqual({ enabled: true, channel: 'email', channel_data: 'mfa.settings@inkflow.test', channel_status: 'validated', has_code: false });

    expect((await client.delete(`/api/positions/${user.id}/mfa/`, { body: { password: 'nope' } })).statusCode).toBe(401);
    const off = await client.delete(`/api/positions/${user.id}/mfa/`, { body: { password: user.password } });
    expect(off.json()).toMatchObject({ enabled: false, channel: null });
  });

  it('spends a code after 5 wrong tries (1008 even for the right code then); 4 wrong tries leave it usable', async () => {
    const user = await newPosition('mfa.tries@inkflow.test');
    const client = await loginClient(server.app, { email: 'mfa.tries@inkflow.test', password: user.password });
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const pend = async () => {
      const before = smtp.mails.filter((m) => m.to === 'mfa.tries@inkflow.test').length;
      expect((await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'email', channel_data: 'mfa.tries@inkflow.test', password: user.password })).statusCode).toBe(200);
      // Delivery follows the response; wait for this request's mail, not the previous one.
      while (smtp.mails.filter((m) => m.to === 'mfa.tries@inkflow.test').length === before) await new Promise((r) => setTimeout(r, 25));
      return codeIn((await smtp.waitFor('mfa.tries@inkflow.test', /security code/)).body);
    };

    const spent = await pend();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: wrongFor(spent) });
      expect(wrong.json()).toEqual({ status_code: 400, api_error_code: 1008, message: 'Invalid security code' });
    }
    expect((await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: spent })).json().api_error_code).toBe(1008);

    const fresh = await pend();
    for (let i = 0; i < 4; i += 1) await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: wrongFor(fresh) });
    const ok = await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: fresh });
    expect(ok.json()).toMatchObject({ enabled: true, channel: 'email', channel_status: 'validated' });
  });

  it('GET /positions/me carries the account features map and reflects a change of it', async () => {
    const user = await newPosition('mfa.features@inkflow.test');
    const client = await loginClient(server.app, { email: 'mfa.features@inkflow.test', password: user.password });
    const before = await client.get('/api/positions/me');
    expect(before.statusCode).toBe(200);
    // Every feature with its effective value: the defaults while the account has set none.
    expect(before.json()).toMatchObject({
      id: user.id,
      account: { features: { notes: { enabled: 1 }, reminders: { enabled: 1 }, aiReview: { enabled: 0 }, aiImport: { enabled: 0 }, sso: { enabled: 1 }, personalIdentificationMfa: { enabled: 0 } } },
    });
    const [pos] = await server.db.select().from(schema.positions).where(eq(schema.positions.id, user.id));
    await server.db.update(schema.accounts).set({ features: { personalIdentificationMfa: { enabled: 1 } } }).where(eq(schema.accounts.id, pos!.accountId));
    const after = (await client.get('/api/positions/me')).json() as { account: { id: number; features: unknown } };
    expect(after.account).toEqual({
      id: pos!.accountId,
      name: 'Account of mfa.features@inkflow.test',
      features: { notes: { enabled: 1 }, reminders: { enabled: 1 }, aiReview: { enabled: 0 }, aiImport: { enabled: 0 }, sso: { enabled: 1 }, personalIdentificationMfa: { enabled: 1 } },
      trial_ends_at: null,
      plan: 'paid',
      default_sign_method: 0,
      deletion_due_at: null,
    });
  });

  it('offers personal_identification only with the account feature, and only to the position itself', async () => {
    const user = await newPosition('mfa.pid@inkflow.test');
    const client = await loginClient(server.app, { email: 'mfa.pid@inkflow.test', password: user.password });
    const refused = await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'personal_identification', channel_data: '198001011234', password: user.password });
    // An extension the account has off (§8 6001), and nothing stored.
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status_code: 403, api_error_code: 6001, message: 'Extension disabled in your account' });
    expect((await client.get(`/api/positions/${user.id}/mfa/`)).json()).toMatchObject({ enabled: false, channel: null });
    const [pos] = await server.db.select().from(schema.positions).where(eq(schema.positions.id, user.id));
    await server.db.update(schema.accounts).set({ features: { personalIdentificationMfa: { enabled: 1 } } }).where(eq(schema.accounts.id, pos!.accountId));
    const allowed = await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'personal_identification', channel_data: '198001011234', password: user.password });
    expect(allowed.json()).toMatchObject({ enabled: true, channel: 'personal_identification', channel_status: 'validated' });
    const demoClient = await loginClient(server.app);
    expect((await demoClient.get(`/api/positions/${user.id}/mfa/`)).statusCode).toBe(403);
    // Until an eID login step exists, the login code goes to the login email instead.
    const browser = await anonymous();
    const step1 = await browser.post('/api/positions/login', { email: 'mfa.pid@inkflow.test', password: user.password });
    expect(step1.json()).toEqual({ mfa: { channel: 'email', channel_data: 'm***@inkflow.test', position_id: user.id, has_code: false } });
    await browser.post('/api/positions/login_mfa_code_request', { position_id: user.id });
    const code = codeIn((await smtp.waitFor('mfa.pid@inkflow.test', /security code/)).body);
    expect((await browser.post('/api/positions/login', { email: 'mfa.pid@inkflow.test', password: user.password, security_code: code })).statusCode).toBe(200);
  });
});

describe('login with a second factor', () => {
  it('answers { mfa } without a session, sends a code on request, and logs in once with it', async () => {
    const user = await newPosition('mfa.login@inkflow.test');
    await server.db.insert(accountsSchema.positionMfa).values({
      positionId: user.id,
      enabled: true,
      channel: 'email',
      channelData: 'mfa.login@inkflow.test',
    });
    const client = await anonymous();
    const credentials = { email: 'mfa.login@inkflow.test', password: user.password, persistent: true };
    const step1 = await client.post('/api/positions/login', credentials);
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ mfa: { channel: 'email', channel_data: 'm***@inkflow.test', position_id: user.id, has_code: false } });
    expect(client.cookies.has('inkflow_session')).toBe(false);
    expect((await client.get('/api/positions/me')).statusCode).toBe(401);

    // Someone without the password step cannot make codes fly.
    const stranger = await anonymous();
    expect((await stranger.post('/api/positions/login_mfa_code_request', { position_id: user.id })).statusCode).toBe(401);

    const sent = await client.post('/api/positions/login_mfa_code_request', { position_id: user.id });
    expect(sent.json()).toEqual({ channel: 'email', channel_data: 'm***@inkflow.test' });
    const code = codeIn((await smtp.waitFor('mfa.login@inkflow.test', /security code/)).body);
    expect((await client.post('/api/positions/login', credentials)).json().mfa.has_code).toBe(true);

    const wrong = await client.post('/api/positions/login', { ...credentials, security_code: code === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status_code: 401, api_error_code: 1008, message: 'Invalid security code' });

    const ok = await client.post('/api/positions/login', { ...credentials, security_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'mfa.login@inkflow.test' });
    expect((await client.get('/api/positions/me')).statusCode).toBe(200);

    const replay = await (await anonymous()).post('/api/positions/login', { ...credentials, security_code: code });
    expect(replay.json().api_error_code).toBe(1008);
  });
});

describe('SMS channel', () => {
  it('validates a phone by SMS and sends login codes by SMS (read from GET /api/dev/sms)', async () => {
    const user = await newPosition('mfa.sms@inkflow.test');
    const client = await loginClient(server.app, { email: 'mfa.sms@inkflow.test', password: user.password });
    const latestSmsCode = async (to: string) => {
      const outbox = (await client.get('/api/dev/sms')).json() as { collection: { to: string; text: string }[] };
      const sms = outbox.collection.find((m) => m.to === to);
      return /security code is (\d{6})/.exec(sms!.text)![1]!;
    };
    const bad = await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'sms', channel_data: 'call me', password: user.password });
    expect(bad.json().message).toBe('Phone number is not a valid phone number');
    const set = await client.post(`/api/positions/${user.id}/mfa/`, { channel: 'sms', channel_data: '+46 70 123 45 67', password: user.password });
    expect(set.json()).toMatchObject({ channel: 'sms', channel_data: '+46701234567', channel_status: 'pending' });
    const validated = await client.post(`/api/positions/${user.id}/mfa/channel_validate`, { security_code: await latestSmsCode('+46701234567') });
    expect(validated.json()).toMatchObject({ enabled: true, channel: 'sms', channel_status: 'validated' });

    const browser = await anonymous();
    const credentials = { email: 'mfa.sms@inkflow.test', password: user.password };
    expect((await browser.post('/api/positions/login', credentials)).json()).toEqual({ mfa: { channel: 'sms', channel_data: '+46*******67', position_id: user.id, has_code: false } });
    await browser.post('/api/positions/login_mfa_code_request', { position_id: user.id });
    const ok = await browser.post('/api/positions/login', { ...credentials, security_code: await latestSmsCode('+46701234567') });
    expect(ok.statusCode).toBe(200);
  });
});

describe('captcha after failed logins', () => {
  it('asks for a captcha after 3 failures for an email, refuses without it (1012), accepts a solved one', async () => {
    const client = await anonymous();
    const email = 'captcha.target@inkflow.test';
    const user = await newPosition(email);
    for (let i = 0; i < 2; i++) {
      const r = await client.post('/api/positions/login', { email, password: 'wrong-password-x' });
      expect(r.statusCode).toBe(401);
      expect(r.headers['x-flow-require-captcha']).toBeUndefined();
    }
    const third = await client.post('/api/positions/login', { email, password: 'wrong-password-x' });
    expect(third.headers['x-flow-require-captcha']).toBe('1');

    const without = await client.post('/api/positions/login', { email, password: user.password });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ status_code: 400, api_error_code: 1012, message: 'Invalid captcha' });
    expect(without.headers['x-flow-require-captcha']).toBe('1');

    const solved = await client.post('/api/positions/login', { email, password: user.password, captcha_response_token: await solveCaptcha(client) });
    expect(solved.statusCode).toBe(200);
    // Success clears the email's counter.
    expect((await (await anonymous()).post('/api/positions/login', { email, password: user.password })).statusCode).toBe(200);
  });

  it('asks for a captcha after 10 failures from one IP, whatever the emails', async () => {
    const client = await anonymous();
    let header: unknown;
    let attempts = 0;
    while (header === undefined && attempts < 10) {
      attempts += 1;
      const r = await client.post('/api/positions/login', { email: `spray${attempts}@inkflow.test`, password: 'wrong-password-x' });
      header = r.headers['x-flow-require-captcha'];
    }
    expect(header).toBe('1');
    const next = await client.post('/api/positions/login', { email: demo.email, password: demo.password });
    expect(next.json().api_error_code).toBe(1012);
    expect((await client.post('/api/positions/login', { ...demo, captcha_response_token: await solveCaptcha(client) })).statusCode).toBe(200);
    // Leave the IP clean for the tests below.
    await server.db.delete(accountsSchema.loginFailures);
  });

  it('serves ALTCHA challenges', async () => {
    const challenge = (await (await anonymous()).get('/api/captcha/challenge')).json();
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' } });
    expect(typeof challenge.signature).toBe('string');
  });
});

describe('rate limits', () => {
  it('answers 429 on recovery, sign-up and code requests beyond the limit', async () => {
    const limited = await createTestServer({ loginRateLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const client = new TestClient(limited.app);
      await client.get('/api/ping');
      const calls = [
        () => client.post('/api/positions/forgot_password', { email: 'a@inkflow.test' }),
        () => client.post('/api/positions/signup', { email: 'a@inkflow.test' }),
        () => client.post('/api/positions/login_mfa_code_request', { position_id: 1 }),
      ];
      for (const call of calls) {
        await call();
        await call();
        const third = await call();
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS' });
        expect(third.json().message).toMatch(/^Too many attempts, try again in /);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('rotates the session on login and revokes it on logout', async () => {
    const client = await loginClient(server.app);
    const first = client.cookies.get('inkflow_session')!;
    const stolen = new TestClient(server.app);
    stolen.cookies.set('inkflow_session', first);
    expect((await stolen.get('/api/positions/me')).statusCode).toBe(200);
    await client.post('/api/positions/login', demo);
    expect(client.cookies.get('inkflow_session')).not.toBe(first);
    expect((await stolen.get('/api/positions/me')).statusCode).toBe(401);
    await client.post('/api/positions/logout', {});
    expect((await client.get('/api/positions/me')).statusCode).toBe(401);
  });

  it('ping reports server time and the session expiry; persistent sessions last 30 days', async () => {
    const client = await loginClient(server.app, demo, true);
    const ping = await client.get('/api/ping?refresh=1');
    expect(Date.parse(String(ping.headers['x-flow-server-time']))).not.toBeNaN();
    const days = (Date.parse(String(ping.headers['x-flow-session-expires'])) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect((await (await anonymous()).get('/api/ping')).headers['x-flow-session-expires']).toBeUndefined();
  });
});
