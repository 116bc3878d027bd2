/**
 * Recovery, change email, sign-up, invites and account states (issue #3), with every email
 * going through a real SMTP server in-process and the tests following the links it receives.
 */
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from './helpers/captchaSolver.js';
import { startSmtpCapture, type SmtpCapture } from './helpers/smtpCapture.js';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({ smtpUrl: smtp.url, publicOrigin: 'https://app.inkflow.test' });
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

const registration = {
  fullname: 'Sara Signup',
  language: 'sv',
  job_level: 'manager',
  team: 'legal',
  intended_use: ['electronic signatures'],
  company_name: 'Signup AB',
  company_size: '2-10',
  tools_used: ['hubspot'],
  company_country: 'se',
  password: 'sara-password-2026',
  timezone: 'Europe/Stockholm',
};

async function signUp(email: string, body = registration): Promise<TestClient> {
  const client = await anonymous();
  const start = await client.post('/api/positions/signup', { email, start_trial: true, utm_source: 'test', captcha_response_token: await solveCaptcha(client) });
  expect(start.statusCode).toBe(200);
  const token = await smtp.linkToken(email, 'https://app.inkflow.test/signup/');
  const done = await client.post('/api/positions/signup_step2', { ...body, private_token: token });
  expect(done.statusCode).toBe(200);
  return client;
}

describe('recovery', () => {
  it('always answers 200, and mails a link only to a known email', async () => {
    const client = await anonymous();
    const unknown = await client.post('/api/positions/forgot_password', { email: 'nobody@inkflow.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
    const known = await client.post('/api/positions/forgot_password', { email: demo.email });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({});
    await smtp.waitFor(demo.email, /Reset your Inkflow password/);
    expect(smtp.mails.some((m) => m.to === 'nobody@inkflow.test')).toBe(false);
  });

  it('checks the token, refuses the same password (1011), resets, revokes sessions and is single-use', async () => {
    const loggedIn = await loginClient(server.app);
    const client = await anonymous();
    await client.post('/api/positions/forgot_password', { email: demo.email });
    const token = await smtp.linkToken(demo.email, 'https://app.inkflow.test/recover-account/');

    const check = await client.get(`/api/positions/forgot_password/${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: demo.email });

    const same = await client.post(`/api/positions/forgot_password/${token}`, { password: demo.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ status_code: 400, api_error_code: 1011, message: 'The new password is not allowed to be the same as the previous one' });

    const mismatch = await client.post(`/api/positions/forgot_password/${token}`, { password: 'new-password-2026', password_confirmation: 'other-password-2026' });
    expect(mismatch.json().message).toBe("password_confirmation: The password confirmation doesn't match");
    const short = await client.post(`/api/positions/forgot_password/${token}`, { password: 'short' });
    expect(short.json().message).toBe('password: Password must contain at least 12 character(s)');

    const reset = await client.post(`/api/positions/forgot_password/${token}`, { password: 'new-password-2026', password_confirmation: 'new-password-2026' });
    expect(reset.statusCode).toBe(200);
    expect((await loggedIn.get('/api/positions/me')).statusCode).toBe(401);
    expect((await client.get(`/api/positions/forgot_password/${token}`)).statusCode).toBe(404);
    expect((await client.post(`/api/positions/forgot_password/${token}`, { password: 'another-password-2026' })).statusCode).toBe(404);

    const oldLogin = await client.post('/api/positions/login', demo);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await client.post('/api/positions/login', { email: demo.email, password: 'new-password-2026' });
    expect(newLogin.statusCode).toBe(200);

    // Put the demo password back for the other tests, through the same flow.
    await client.post('/api/positions/forgot_password', { email: demo.email });
    const again = await smtp.linkToken(demo.email, 'https://app.inkflow.test/recover-account/');
    expect((await client.post(`/api/positions/forgot_password/${again}`, { password: demo.password })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await (await anonymous()).get('/api/positions/forgot_password/not-a-token');
    expect(response.statusCode).toBe(404);
    expect(response.json().status_code).toBe(404);
  });
});

describe('change email', () => {
  it('mails the new address, confirms with an empty body, and the old email no longer logs in', async () => {
    const owner = await signUp('change.me@inkflow.test');
    const me = (await owner.get('/api/positions/me')).json() as { id: number };
    const wrong = await owner.post(`/api/positions/${me.id}/change_email`, { email: 'changed@inkflow.test', password: 'wrong-password-2026' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().api_error_code).toBe(1013);
    // A registered address gets the same answer as a free one (see account-enumeration.test.ts).
    const taken = await owner.post(`/api/positions/${me.id}/change_email`, { email: demo.email, password: registration.password });
    expect(taken.statusCode).toBe(200);

    const request = await owner.post(`/api/positions/${me.id}/change_email`, { email: 'changed@inkflow.test', password: registration.password });
    expect(request.statusCode).toBe(200);
    const token = await smtp.linkToken('changed@inkflow.test', 'https://app.inkflow.test/change-email/');
    const elsewhere = await anonymous();
    const confirm = await elsewhere.post(`/api/positions/change_email/${token}`, {});
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ email: 'changed@inkflow.test' });
    expect((await elsewhere.post(`/api/positions/change_email/${token}`, {})).statusCode).toBe(404);
    expect((await elsewhere.post('/api/positions/login', { email: 'change.me@inkflow.test', password: registration.password })).statusCode).toBe(401);
    expect((await elsewhere.post('/api/positions/login', { email: 'changed@inkflow.test', password: registration.password })).statusCode).toBe(200);
  });

  it('revokes the other sessions of the position and keeps the confirming one', async () => {
    const owner = await signUp('revoke.change@inkflow.test');
    const me = (await owner.get('/api/positions/me')).json() as { id: number };
    const otherBrowser = await anonymous();
    expect((await otherBrowser.post('/api/positions/login', { email: 'revoke.change@inkflow.test', password: registration.password })).statusCode).toBe(200);
    expect((await otherBrowser.get('/api/positions/me')).statusCode).toBe(200);

    await owner.post(`/api/positions/${me.id}/change_email`, { email: 'revoked.changed@inkflow.test', password: registration.password });
    const token = await smtp.linkToken('revoked.changed@inkflow.test', 'https://app.inkflow.test/change-email/');
    expect((await owner.post(`/api/positions/change_email/${token}`, {})).statusCode).toBe(200);
    expect((await owner.get('/api/positions/me')).json()).toMatchObject({ email: 'revoked.changed@inkflow.test' });
    expect((await otherBrowser.get('/api/positions/me')).statusCode).toBe(401);
  });

  it('confirmed from a browser without the session, revokes every session of the position', async () => {
    const owner = await signUp('revoke.all@inkflow.test');
    const me = (await owner.get('/api/positions/me')).json() as { id: number };
    await owner.post(`/api/positions/${me.id}/change_email`, { email: 'revoked.all@inkflow.test', password: registration.password });
    const token = await smtp.linkToken('revoked.all@inkflow.test', 'https://app.inkflow.test/change-email/');
    expect((await (await anonymous()).post(`/api/positions/change_email/${token}`, {})).statusCode).toBe(200);
    expect((await owner.get('/api/positions/me')).statusCode).toBe(401);
  });

  it('answers 409 1007 when the address was claimed before the confirmation', async () => {
    const owner = await signUp('racer@inkflow.test');
    const me = (await owner.get('/api/positions/me')).json() as { id: number };
    await owner.post(`/api/positions/${me.id}/change_email`, { email: 'contested@inkflow.test', password: registration.password });
    const token = await smtp.linkToken('contested@inkflow.test', 'https://app.inkflow.test/change-email/');
    await signUp('contested@inkflow.test');
    const confirm = await (await anonymous()).post(`/api/positions/change_email/${token}`, {});
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ status_code: 409, api_error_code: 1007 });
  });

  it('only for the position itself', async () => {
    const client = await loginClient(server.app);
    const response = await client.post('/api/positions/999999/change_email', { email: 'x@inkflow.test', password: demo.password });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-up', () => {
  it('needs a solved captcha (1012) that works only once', async () => {
    const client = await anonymous();
    const missing = await client.post('/api/positions/signup', { email: 'cap@inkflow.test', start_trial: true });
    expect(missing.statusCode).toBe(400);
    const bogus = await client.post('/api/positions/signup', { email: 'cap@inkflow.test', captcha_response_token: Buffer.from('{"x":1}').toString('base64') });
    expect(bogus.json()).toEqual({ status_code: 400, api_error_code: 1012, message: 'Invalid captcha' });
    const token = await solveCaptcha(client);
    expect((await client.post('/api/positions/signup', { email: 'cap@inkflow.test', captcha_response_token: token })).statusCode).toBe(200);
    expect((await client.post('/api/positions/signup', { email: 'cap@inkflow.test', captcha_response_token: token })).json().api_error_code).toBe(1012);
  });

  it('creates the company with a 14-day trial, the first position and the workspace Contracts, and logs in', async () => {
    const client = await anonymous();
    await client.post('/api/positions/signup', { email: 'new.company@inkflow.test', captcha_response_token: await solveCaptcha(client), gclid: 'g1' });
    const token = await smtp.linkToken('new.company@inkflow.test', 'https://app.inkflow.test/signup/', /Complete your Inkflow sign up/);

    const record = await client.get(`/api/positions/signup_step2?private_token=${token}`);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ email: 'new.company@inkflow.test', state: 1, language: 'en', account: null });

    const invalid = await client.post('/api/positions/signup_step2', { ...registration, team: 'space', private_token: token });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('team: Team is required');

    const done = await client.post('/api/positions/signup_step2', { ...registration, private_token: token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: 'new.company@inkflow.test', fullname: 'Sara Signup', language: 'sv', user_role: 'admin', account: { name: 'Signup AB' }, collections: [{ name: 'Contracts' }] });
    expect((await client.get('/api/positions/me')).statusCode).toBe(200);

    const [account] = await server.db.select().from(schema.accounts).where(eq(schema.accounts.name, 'Signup AB'));
    expect(account!.plan).toBe('trial');
    const days = (account!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const again = await client.get(`/api/positions/signup_step2?private_token=${token}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 1001 for an email that is already registered, and 404 for a superseded key', async () => {
    const client = await anonymous();
    await client.post('/api/positions/signup', { email: demo.email, captcha_response_token: await solveCaptcha(client) });
    const token = await smtp.linkToken(demo.email, 'https://app.inkflow.test/signup/', /sign up/);
    const record = await client.get(`/api/positions/signup_step2?private_token=${token}`);
    expect(record.statusCode).toBe(409);
    expect(record.json()).toEqual({ status_code: 409, api_error_code: 1001, message: 'User is already registered' });

    await client.post('/api/positions/signup', { email: 'twice@inkflow.test', captcha_response_token: await solveCaptcha(client) });
    const first = await smtp.linkToken('twice@inkflow.test', 'https://app.inkflow.test/signup/');
    smtp.mails.length = 0;
    await client.post('/api/positions/signup', { email: 'twice@inkflow.test', captcha_response_token: await solveCaptcha(client) });
    const second = await smtp.linkToken('twice@inkflow.test', 'https://app.inkflow.test/signup/');
    expect(second).not.toBe(first);
    expect((await client.get(`/api/positions/signup_step2?private_token=${first}`)).statusCode).toBe(404);
    expect((await client.get(`/api/positions/signup_step2?private_token=${second}`)).statusCode).toBe(200);
  });
});

describe('invites', () => {
  it('an admin invites; the invitee completes with a password only and joins the account in the invite language', async () => {
    const admin = await loginClient(server.app);
    const invite = await admin.post('/api/positions/invite', { email: 'colleague@inkflow.test', fullname: 'Colin Colleague', language: 'de' });
    expect(invite.statusCode).toBe(200);
    const token = await smtp.linkToken('colleague@inkflow.test', 'https://app.inkflow.test/signup/', /hat Sie zu Demo Company bei Inkflow eingeladen/); // the invite is written in its language
    const client = await anonymous();
    const record = await client.get(`/api/positions/signup_step2?private_token=${token}`);
    expect(record.json()).toMatchObject({ email: 'colleague@inkflow.test', state: 2, language: 'de', account: { name: 'Demo Company' } });
    const done = await client.post('/api/positions/signup_step2', { password: 'colin-password-2026', private_token: token, timezone: 'Europe/Berlin' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: 'colleague@inkflow.test', fullname: 'Colin Colleague', language: 'de', user_role: 'member', account: { name: 'Demo Company' } });
  });

  it('refuses a non-admin (403)', async () => {
    const member = await loginClient(server.app, { email: 'colleague@inkflow.test', password: 'colin-password-2026' });
    expect((await member.post('/api/positions/invite', { email: 'x@inkflow.test' })).statusCode).toBe(403);
  });

  it('limits invites per account per day (1014)', async () => {
    const owner = await signUp('limit.owner@inkflow.test', { ...registration, company_name: 'Limit AB' });
    // Seats enough for every invitation, so the daily limit is what stops the 21st (not 101).
    await server.db.update(schema.accounts).set({ seats: 100 }).where(eq(schema.accounts.name, 'Limit AB'));
    for (let i = 0; i < 20; i++) expect((await owner.post('/api/positions/invite', { email: `invitee${i}@inkflow.test` })).statusCode).toBe(200);
    const over = await owner.post('/api/positions/invite', { email: 'one.too.many@inkflow.test' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status_code: 429, api_error_code: 1014, message: 'User invite limit exceeded, try again later' });
  });
});

describe('account states', () => {
  it('an expired trial keeps login and contracts but blocks invites with 2002', async () => {
    const owner = await signUp('expired@inkflow.test', { ...registration, company_name: 'Expired AB' });
    await server.db.update(schema.accounts).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(schema.accounts.name, 'Expired AB'));
    const client = await loginClient(server.app, { email: 'expired@inkflow.test', password: registration.password });
    const me = (await client.get('/api/positions/me')).json() as { collections: { id: number }[] };
    expect((await client.post('/api/agreements/', { collection_id: me.collections[0]!.id, name: 'Still free' })).statusCode).toBeLessThan(300);
    const invite = await owner.post('/api/positions/invite', { email: 'late@inkflow.test' });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toEqual({ status_code: 403, api_error_code: 2002, message: 'Your free trial has expired. Contact sales by email or phone to upgrade.' });
  });

  it('a locked account cannot log in (2001) and its sessions stop working', async () => {
    const owner = await signUp('locked@inkflow.test', { ...registration, company_name: 'Locked AB' });
    await server.db.update(schema.accounts).set({ locked: true }).where(eq(schema.accounts.name, 'Locked AB'));
    const me = await owner.get('/api/positions/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().api_error_code).toBe(2001);
    const login = await (await anonymous()).post('/api/positions/login', { email: 'locked@inkflow.test', password: registration.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ status_code: 403, api_error_code: 2001, message: 'Your account has been locked' });
    // The wrong password still says 1000: the lock is only revealed to someone who knows the password.
    expect((await (await anonymous()).post('/api/positions/login', { email: 'locked@inkflow.test', password: 'wrong-password-2026' })).json().api_error_code).toBe(1000);
  });
});
