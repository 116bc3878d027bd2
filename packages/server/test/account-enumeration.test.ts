/**
 * Change email and invite answer the same whether or not the address is registered, so neither
 * reveals who has an account; the owner of a registered address learns about it by email
 * instead. Both calls are rate limited per position and per IP.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsSchema, schema } from '@inkflow/server';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ publicOrigin: 'https://app.inkflow.test' });
  await createOtherAccount(server.db);
});
afterAll(async () => {
  await server?.close();
});

const mailsTo = (to: string) => server.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, to));

describe('change email', () => {
  it('answers the same for a registered and a new address; the registered one gets a notice, not a link', async () => {
    const client = await loginClient(server.app);
    const me = (await client.get('/api/positions/me')).json() as { id: number };
    const taken = await client.post(`/api/positions/${me.id}/change_email`, { email: other.email, password: demo.password });
    const fresh = await client.post(`/api/positions/${me.id}/change_email`, { email: 'brand.new@inkflow.test', password: demo.password });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);

    const [notice] = await mailsTo(other.email);
    expect(notice?.text).toMatch(/already registered/);
    expect(notice?.text).not.toMatch(/change-email\//);
    const [confirmation] = await mailsTo('brand.new@inkflow.test');
    expect(confirmation?.text).toMatch(/https:\/\/app\.inkflow\.test\/change-email\//);
    // Nothing changed for either position.
    expect((await client.get('/api/positions/me')).json()).toMatchObject({ email: demo.email });
  });

  it('still refuses a wrong password (1013)', async () => {
    const client = await loginClient(server.app);
    const me = (await client.get('/api/positions/me')).json() as { id: number };
    const wrong = await client.post(`/api/positions/${me.id}/change_email`, { email: other.email, password: 'not-the-password-1' });
    expect(wrong.json()).toMatchObject({ status_code: 401, api_error_code: 1013 });
  });
});

describe('invite', () => {
  it('answers the same for a registered and a new address; the registered one gets a notice, not a sign-up link', async () => {
    const admin = await loginClient(server.app);
    const taken = await admin.post('/api/positions/invite', { email: other.email });
    const fresh = await admin.post('/api/positions/invite', { email: 'new.colleague@inkflow.test' });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(taken.json()).toEqual({ email: other.email });
    expect(fresh.json()).toEqual({ email: 'new.colleague@inkflow.test' });

    const notices = await mailsTo(other.email);
    const notice = notices.find((m) => /invited you/.test(m.subject));
    expect(notice?.text).toMatch(/already has an account on Inkflow, which stays where it is/);
    expect(notice?.text).not.toMatch(/\/signup\//);
    const [invitation] = await mailsTo('new.colleague@inkflow.test');
    expect(invitation?.text).toMatch(/https:\/\/app\.inkflow\.test\/signup\//);
    // No sign-up token was issued for the registered address.
    const tokens = await server.db.select().from(accountsSchema.accountTokens).where(eq(accountsSchema.accountTokens.email, other.email));
    expect(tokens).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('limits change-email requests per position with 429 and Retry-After', async () => {
    const limited = await createTestServer({ rateLimits: { changeEmail: { max: 2, timeWindow: 3_600_000 } } });
    try {
      const client = await loginClient(limited.app);
      const me = (await client.get('/api/positions/me')).json() as { id: number };
      const ask = (email: string) => client.post(`/api/positions/${me.id}/change_email`, { email, password: demo.password });
      expect((await ask('first@inkflow.test')).statusCode).toBe(200);
      expect((await ask('second@inkflow.test')).statusCode).toBe(200);
      const third = await ask('third@inkflow.test');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS' });
      expect(third.json().message).toMatch(/^Too many attempts, try again in /);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, 'third@inkflow.test'))).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it('limits invites per IP with 429', async () => {
    const limited = await createTestServer({ rateLimits: { invitePerIp: { max: 2, timeWindow: 60_000 } } });
    try {
      const admin = await loginClient(limited.app);
      expect((await admin.post('/api/positions/invite', { email: 'one@inkflow.test' })).statusCode).toBe(200);
      expect((await admin.post('/api/positions/invite', { email: demo.email })).statusCode).toBe(200);
      const third = await admin.post('/api/positions/invite', { email: 'three@inkflow.test' });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});
