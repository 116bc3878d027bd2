/**
 * Account features (§3 Account "features map, each with enabled 0 or 1", §1 extensions, §8 6001):
 * the admin calls that read and switch them (who and when recorded), GET /positions/me's map, and
 * the one guard every extension route goes through — notes, delayed events (internal reminders),
 * SSO settings and login, the personal-identification two-step channel, AI review and AI import —
 * answering 403 6001 and changing nothing while the extension is off.
 */
import { accountsSchema, createMailer, featuresSchema, schema, sendDueReminders } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let ownerId: number;
let memberId: number;
let accountId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, ownerId, memberId } = await documentActors(server));
  accountId = (await owner.get('/api/positions/me')).json().account.id;
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

const disabled = { status_code: 403, api_error_code: 6001, message: 'Extension disabled in your account' };

/** Expects the §8 6001 answer. */
function expectDisabled(response: { statusCode: number; json(): unknown; body: string }): void {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual(disabled);
}

/** Expects 403 with 99 (§8 Access denied), whatever the message says. */
function expectNotAdmin(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
}

/** Turns `key` on (1) or off (0) as the demo admin, expecting 200. */
async function setFeature(key: string, enabled: 0 | 1) {
  const response = await owner.put(`/api/accounts/${accountId}/features/${key}`, { enabled });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const note = (text: string) => ({ name: text, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] } });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('GET and PUT /accounts/{id}/features', () => {
  it('lists the six features with their defaults to an admin, and nobody else', async () => {
    const listed = await owner.get(`/api/accounts/${accountId}/features`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().features.map((f: { key: string; enabled: number; default_enabled: number }) => [f.key, f.enabled, f.default_enabled])).toEqual([
      ['notes', 1, 1],
      ['reminders', 1, 1],
      ['aiReview', 0, 0],
      ['aiImport', 0, 0],
      ['sso', 1, 1],
      ['personalIdentificationMfa', 0, 0],
    ]);
    expect(listed.json().features[0]).toMatchObject({ changed_at: null, changed_by: null });
    expectNotAdmin(await member.get(`/api/accounts/${accountId}/features`));
    expectNotAdmin(await member.put(`/api/accounts/${accountId}/features/notes`, { enabled: 0 }));
    expectNotAdmin(await stranger.get(`/api/accounts/${accountId}/features`));
    expectNotAdmin(await stranger.put(`/api/accounts/${accountId}/features/notes`, { enabled: 0 }));
    expect((await new TestClient(server.app).get(`/api/accounts/${accountId}/features`)).statusCode).toBe(401);
    // The member's refused switch changed nothing.
    expect((await member.get('/api/positions/me')).json().account.features.notes).toEqual({ enabled: 1 });
  });

  it('switches a feature, records who and when once per change, and GET /positions/me follows', async () => {
    const before = Date.now();
    const off = await setFeature('aiReview', 1);
    expect(off).toMatchObject({ key: 'aiReview', enabled: 1, default_enabled: 0, changed_by: { id: ownerId, fullname: expect.any(String) } });
    expect(Date.parse(off.changed_at)).toBeGreaterThanOrEqual(before - 1000);
    // The same value again records nothing.
    await setFeature('aiReview', 1);
    const changes = await server.db.select().from(featuresSchema.accountFeatureChanges).where(eq(featuresSchema.accountFeatureChanges.feature, 'aiReview'));
    expect(changes.map((c) => [c.enabled, c.positionId])).toEqual([[1, ownerId]]);
    // Members read the map through GET /positions/me.
    expect((await member.get('/api/positions/me')).json().account.features.aiReview).toEqual({ enabled: 1 });
    const [stored] = await server.db.select({ features: schema.accounts.features }).from(schema.accounts).where(eq(schema.accounts.id, accountId));
    expect(stored!.features).toMatchObject({ aiReview: { enabled: 1 } });
    await setFeature('aiReview', 0);
    expect((await member.get('/api/positions/me')).json().account.features.aiReview).toEqual({ enabled: 0 });
  });

  it('refuses an unknown feature (404) and a value other than 0 or 1 (400), changing nothing', async () => {
    const unknown = await owner.put(`/api/accounts/${accountId}/features/webhooks`, { enabled: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ api_error_code: 'NOT_FOUND', message: 'Unknown feature' });
    for (const body of [{ enabled: true }, { enabled: 2 }, {}, { enabled: 1, extra: 1 }]) {
      const bad = await owner.put(`/api/accounts/${accountId}/features/notes`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().api_error_code).toBe('BAD_REQUEST');
    }
    expect((await owner.put(`/api/accounts/${accountId}/features/notes`, { enabled: true })).json().message).toMatch(/enabled must be 0 or 1/);
    expect((await owner.get('/api/positions/me')).json().account.features.notes).toEqual({ enabled: 1 });
  });
});

describe('a disabled extension answers 6001 on its calls and changes nothing', () => {
  it('notes: all four calls', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Noted' });
    const kept = (await owner.post(`/api/agreements/${a.id}/notes/`, note('Kept'))).json();
    await setFeature('notes', 0);
    try {
      expectDisabled(await owner.post(`/api/agreements/${a.id}/notes/`, note('Refused')));
      expectDisabled(await owner.get(`/api/agreements/${a.id}/notes/`));
      expectDisabled(await owner.put(`/api/agreements/${a.id}/notes/${kept.id}`, { name: 'Changed' }));
      expectDisabled(await owner.delete(`/api/agreements/${a.id}/notes/${kept.id}`));
      // Bad input gets the same answer: the extension is off whatever is sent.
      expectDisabled(await owner.post(`/api/agreements/${a.id}/notes/`, { nonsense: true }));
    } finally {
      await setFeature('notes', 1);
    }
    const notes = (await owner.get(`/api/agreements/${a.id}/notes/`)).json();
    expect(notes.collection.map((n: { name: string }) => n.name)).toEqual(['Kept']);
  });

  it('internal reminders: all four calls, and due reminders wait unsent until it is back on', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Renewal' });
    const body = { agreement_id: a.id, to_positions: [ownerId], date_time: inAnHour(), subject: 'Renew the lease', message: 'Check the renewal' };
    const reminder = (await owner.post('/api/agreements/delayed_events/', body)).json();
    await setFeature('reminders', 0);
    try {
      expectDisabled(await owner.post('/api/agreements/delayed_events/', body));
      expectDisabled(await owner.put(`/api/agreements/delayed_events/${reminder.id}`, { subject: 'Changed' }));
      expectDisabled(await owner.delete(`/api/agreements/delayed_events/${reminder.id}`));
      expectDisabled(await owner.get(`/api/agreements/${a.id}/delayed_events/`));
      const later = new Date(Date.now() + 2 * 3_600_000);
      expect(await sendDueReminders(server.db, createMailer(), { now: later })).toBe(0);
    } finally {
      await setFeature('reminders', 1);
    }
    const listed = (await owner.get(`/api/agreements/${a.id}/delayed_events/`)).json().collection;
    expect(listed).toEqual([expect.objectContaining({ id: reminder.id, subject: 'Renew the lease', sent_at: null })]);
    expect(await sendDueReminders(server.db, createMailer(), { now: new Date(Date.now() + 2 * 3_600_000) })).toBe(1);
  });

  it('single sign-on: the settings calls answer 6001, the domain logs in with passwords, and the SSO redirect says extension-disabled', async () => {
    const settings = { enabled: true, issuer: 'https://idp.features.test', client_id: 'inkflow', domains: ['features.test'], block_password_login: true };
    expect((await owner.put(`/api/accounts/${accountId}/sso`, settings)).statusCode).toBe(200);
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get('/api/positions/login_method?email=ada%40features.test')).json()).toEqual({ login_methods: ['sso'] });
    await setFeature('sso', 0);
    try {
      expectDisabled(await owner.get(`/api/accounts/${accountId}/sso`));
      expectDisabled(await owner.put(`/api/accounts/${accountId}/sso`, { ...settings, domains: ['changed.test'] }));
      expect((await anonymous.get('/api/positions/login_method?email=ada%40features.test')).json()).toEqual({ login_methods: ['password'] });
      const start = await anonymous.get('/api/sso/start?email=ada%40features.test');
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?error=extension-disabled');
    } finally {
      await setFeature('sso', 1);
    }
    const [row] = await server.db.select().from(accountsSchema.accountSso).where(eq(accountsSchema.accountSso.accountId, accountId));
    expect(row!.domains).toEqual(['features.test']);
    await server.db.delete(accountsSchema.accountSso).where(eq(accountsSchema.accountSso.accountId, accountId));
  });

  it('the personal-identification two-step channel', async () => {
    const refused = await owner.post(`/api/positions/${ownerId}/mfa/`, { channel: 'personal_identification', channel_data: '198001011234', password: demo.password });
    expectDisabled(refused);
    expect((await owner.get(`/api/positions/${ownerId}/mfa/`)).json()).toMatchObject({ enabled: false });
    await setFeature('personalIdentificationMfa', 1);
    try {
      const allowed = await owner.post(`/api/positions/${ownerId}/mfa/`, { channel: 'personal_identification', channel_data: '198001011234', password: demo.password });
      expect(allowed.json()).toMatchObject({ enabled: true, channel: 'personal_identification' });
      expect((await owner.delete(`/api/positions/${ownerId}/mfa/`, { body: { password: demo.password } })).statusCode).toBe(200);
    } finally {
      await setFeature('personalIdentificationMfa', 0);
    }
  });

  it('AI review and AI import (off by default), for members too', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Reviewed' });
    expectDisabled(await owner.get(`/api/ext/ai_review/workspaces/${workspaceId}/agreements/?ids[]=${a.id}`));
    expectDisabled(await owner.get(`/api/ext/ai_import/agreements/${a.id}/highlight`));
    expectDisabled(await member.get(`/api/ext/ai_import/agreements/${a.id}/highlight`));
    const [row] = await server.db.select({ review: schema.agreements.review }).from(schema.agreements).where(eq(schema.agreements.id, a.id));
    expect(row!.review).toBeNull();
    await setFeature('aiReview', 1);
    await setFeature('aiImport', 1);
    try {
      expect((await owner.get(`/api/ext/ai_review/workspaces/${workspaceId}/agreements/?ids[]=${a.id}`)).statusCode).toBe(200);
      expect((await owner.get(`/api/ext/ai_import/agreements/${a.id}/highlight`)).statusCode).toBe(200);
      // On, the member still needs access to the agreement (99, not 6001).
      expectDenied(await member.get(`/api/ext/ai_import/agreements/${a.id}/highlight`));
    } finally {
      await setFeature('aiReview', 0);
      await setFeature('aiImport', 0);
    }
  });

  it("only the caller's own account decides: another account keeps its extensions", async () => {
    await setFeature('notes', 0);
    try {
      const elsewhere = (await stranger.get('/api/positions/me')).json();
      expect(elsewhere.account.features.notes).toEqual({ enabled: 1 });
      const theirs = await createAgreement(stranger, { collection_id: elsewhere.collections[0].id, name: 'Theirs' });
      expect((await stranger.post(`/api/agreements/${theirs.id}/notes/`, note('Fine'))).statusCode).toBe(201);
      // A member of the account with notes off gets 6001 too, before any permission check.
      expectDisabled(await member.get(`/api/agreements/${theirs.id}/notes/`));
    } finally {
      await setFeature('notes', 1);
    }
    expect(memberId).toBeGreaterThan(0);
  });
});
