/**
 * §7 cancellation (docs/account-data.md "Cancellation"): an admin closes the account with their
 * password; the account is locked at once — every other position gets §8 2001 on every call
 * (signing in too) — while its admins still sign in and reach only the export and "Keep my
 * account"; every admin gets an email (real SMTP) with the deletion date; "Keep my account"
 * undoes it; once the grace period has passed, the daily job (fake clock) deletes the account's
 * data and nothing of another account.
 */
import type { AccountExportWire, AgreementWire, DataManagementWire, PositionWire } from '@inkflow/core';
import { runAccountDataMaintenance, schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema-assets.js';
import { groups } from '../src/db/schema-groups.js';
import { sealedDocuments } from '../src/db/schema-sealing.js';
import { webhooks } from '../src/db/schema-webhooks.js';
import { createMemoryStorage } from '../src/storage/createMemoryStorage.js';
import { colleague, createColleague } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { signAndSeal } from './helpers/signAndSeal.js';
import { startSmtpCapture, type SmtpCapture } from './helpers/smtpCapture.js';
import { TestClient, createTestServer, demo, guestHeaders, loginClient, pngDataUrl, tokenFromLink, type TestServer } from './helpers/testServer.js';
import { uploadFile } from './helpers/uploadFile.js';

const dayMs = 24 * 60 * 60 * 1000;
const graceDays = 14;
const clock = { now: new Date() };
const storage = createMemoryStorage();
const quietLog = { error: () => undefined, warn: () => undefined };
let smtp: SmtpCapture;
let server: TestServer;
let admin: TestClient;
let member: TestClient;
let accountId: number;
let workspaceId: number;
let otherDraft: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({ smtpUrl: smtp.url, storage, publicOrigin: 'https://app.inkflow.test', accountData: { deletionGraceDays: graceDays, now: () => clock.now } });
  admin = await loginClient(server.app);
  const me = (await admin.get('/api/positions/me')).json() as PositionWire;
  accountId = me.account.id;
  workspaceId = me.collections[0]!.id;
  await createColleague(server.db);
  member = await loginClient(server.app, colleague);
  const { collectionId } = await createOtherAccount(server.db);
  const otherAdmin = await loginClient(server.app, other);
  otherDraft = ((await otherAdmin.post('/api/agreements/', { collection_id: collectionId, name: 'Their own draft' })).json() as AgreementWire).id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const cancellationUrl = () => `/api/accounts/${accountId}/cancellation`;

/** A login attempt from a fresh browser (GET first, for the anti-forgery cookie). */
async function tryLogin(credentials: { email: string; password: string }) {
  const client = new TestClient(server.app);
  await client.get('/api/ping');
  return client.post('/api/positions/login', { ...credentials, persistent: false });
}
const locked = { status_code: 403, api_error_code: 2001, message: 'Your account has been locked' };

describe('closing an account', () => {
  it('needs an admin (403 99) and the admin’s password (401 1013); a refused close changes nothing', async () => {
    expect((await member.post(cancellationUrl(), { password: colleague.password })).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    const wrong = await admin.post(cancellationUrl(), { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ api_error_code: 1013 });
    expect((await admin.post(cancellationUrl(), {})).statusCode).toBe(400);
    expect(((await admin.get(`/api/accounts/${accountId}/data_management`)).json() as DataManagementWire).cancellation).toBeNull();
    expect((await member.get('/api/agreements/')).statusCode).toBe(200);
  });

  it('locks the account: 2001 for members everywhere, admins reach only the export and Keep my account; undo reopens it', async () => {
    const closed = await admin.post(cancellationUrl(), { password: demo.password });
    expect(closed.statusCode, closed.body).toBe(200);
    const { cancellation } = closed.json() as DataManagementWire;
    expect(cancellation).toMatchObject({ requested_by: 'Demo User' });
    expect(new Date(cancellation!.deletion_due_at).getTime() - new Date(cancellation!.requested_at).getTime()).toBe(graceDays * dayMs);

    // Every admin is told the deletion date, with the page to export or keep the account.
    const mail = await smtp.waitFor(demo.email, /is closing/);
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(cancellation!.deletion_due_at));
    expect(mail.body).toContain(day);
    expect(mail.body).toContain('https://app.inkflow.test/settings/account-data');

    // A member: locked out of everything, signing in included.
    for (const [method, url] of [['GET', '/api/positions/me'], ['GET', '/api/agreements/'], ['GET', `/api/accounts/${accountId}/exports/`], ['POST', `/api/accounts/${accountId}/exports/`]] as const) {
      expect((await member.request(method, url)).json(), `${method} ${url}`).toEqual(locked);
    }
    expect((await tryLogin(colleague)).json()).toEqual(locked);

    // An admin: signs in, sees the closing on their position, and reaches the export and the undo only.
    const again = await loginClient(server.app);
    const me = (await again.get('/api/positions/me')).json() as PositionWire;
    expect(me.account.deletion_due_at).toBe(cancellation!.deletion_due_at);
    expect((await again.get('/api/agreements/')).json()).toEqual(locked);
    expect((await again.put(`/api/accounts/${accountId}/data_management`, { delete_concluded_after_months: 6, empty_trash_after_30_days: true })).json()).toEqual(locked);
    expect((await again.post(cancellationUrl(), { password: demo.password })).json()).toEqual(locked);
    expect((await again.get(`/api/accounts/${accountId}/data_management`)).statusCode).toBe(200);
    const exportStarted = await again.post(`/api/accounts/${accountId}/exports/`);
    expect(exportStarted.statusCode, exportStarted.body).toBe(202);
    for (let i = 0; i < 1500; i++) {
      const list = (await again.get(`/api/accounts/${accountId}/exports/`)).json() as { collection: AccountExportWire[] };
      if (list.collection[0]?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [finished] = ((await again.get(`/api/accounts/${accountId}/exports/`)).json() as { collection: AccountExportWire[] }).collection;
    expect(finished).toMatchObject({ state: 'done' });
    expect((await again.get(finished!.download_url!)).statusCode).toBe(200);

    // Keep my account: everything works again for everyone.
    expect((await again.delete(cancellationUrl())).statusCode).toBe(204);
    expect((await member.get('/api/agreements/')).statusCode).toBe(200);
    expect(((await again.get('/api/positions/me')).json() as PositionWire).account.deletion_due_at).toBeNull();
    expect((await again.delete(cancellationUrl())).statusCode).toBe(404);
    const log = (await again.get(`/api/accounts/${accountId}/data_management/log`)).json() as { collection: { action: string; actor: string }[] };
    expect(log.collection.map((e) => e.action)).toEqual(['cancellation_withdrawn', 'export_ready', 'export_started', 'cancellation_requested']);
  });

  it('leaves guest links working while the account is closing', async () => {
    const a = (await admin.post('/api/agreements/', { collection_id: workspaceId, name: 'Pending lease' })).json() as AgreementWire;
    expect((await admin.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Gina Guest', email: 'gina@example.com', type: 1 })).statusCode).toBe(201);
    expect((await admin.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks' })).statusCode).toBe(200);
    const outbox = (await admin.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
    const token = tokenFromLink(outbox.collection.find((m) => m.to === 'gina@example.com')!.text, a.id);
    clock.now = new Date();
    expect((await admin.post(cancellationUrl(), { password: demo.password })).statusCode).toBe(200);
    expect((await new TestClient(server.app).get(`/api/agreements/${a.id}`, { headers: guestHeaders(token) })).statusCode).toBe(200);
    expect((await admin.delete(cancellationUrl())).statusCode).toBe(204);
  });

  it('deletes the account’s data after the grace period by the daily job, and nothing of another account', async () => {
    // Data worth deleting: a sealed agreement with an upload.
    let a = (await admin.post('/api/agreements/', { collection_id: workspaceId, name: 'Sealed deal' })).json() as AgreementWire;
    a = (await admin.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Paid in full.' }] }] } }] })).json() as AgreementWire;
    const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
    expect((await uploadFile(admin, `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'attachment' }, { field: 'qqfile', name: 'receipt.png', bytes: png })).statusCode).toBe(201);
    await signAndSeal(server, admin, a.id);
    const fileKeys = [
      ...(await server.db.select({ key: assets.storageKey }).from(assets).where(eq(assets.agreementId, a.id))),
      ...(await server.db.select({ key: sealedDocuments.storageKey }).from(sealedDocuments).where(eq(sealedDocuments.agreementId, a.id))),
    ].map((r) => r.key);
    expect(fileKeys).toHaveLength(2);

    // A group and a webhook of the account go too.
    expect((await admin.post('/api/groups/', { name: 'Closing team' })).statusCode).toBe(201);
    expect((await admin.post(`/api/accounts/${accountId}/webhooks/`, { url: 'http://127.0.0.1:9/hook', events: ['agreement.signed'] })).statusCode).toBe(201);

    const closedAt = new Date();
    clock.now = closedAt;
    expect((await admin.post(cancellationUrl(), { password: demo.password })).statusCode).toBe(200);

    // A day before the date: nothing happens.
    expect(await runAccountDataMaintenance({ db: server.db, storage }, new Date(closedAt.getTime() + (graceDays - 1) * dayMs), quietLog)).toMatchObject({ accountsDeleted: 0 });
    expect((await admin.get(`/api/accounts/${accountId}/data_management`)).statusCode).toBe(200);

    const outcome = await runAccountDataMaintenance({ db: server.db, storage }, new Date(closedAt.getTime() + graceDays * dayMs + 1000), quietLog);
    expect(outcome).toMatchObject({ accountsDeleted: 1, failures: 0 });

    // The admins cannot sign in any more, and their session is gone.
    expect((await tryLogin(demo)).json()).toMatchObject({ status_code: 401, api_error_code: 1000 });
    expect((await admin.get('/api/positions/me')).statusCode).toBe(401);
    // The agreements are erased, their files removed.
    const workspaceAgreements = await server.db.select().from(schema.agreements).where(eq(schema.agreements.collectionId, workspaceId));
    expect(workspaceAgreements.length).toBeGreaterThan(0);
    for (const row of workspaceAgreements) expect(row).toMatchObject({ name: '', boxes: [], purgedAt: expect.any(Date) });
    for (const key of fileKeys) expect(await storage.get(key)).toBeUndefined();
    expect(await server.db.select().from(schema.participants).where(eq(schema.participants.agreementId, a.id))).toEqual([]);
    const people = await server.db.select().from(schema.positions).where(eq(schema.positions.accountId, accountId));
    for (const p of people) expect(p).toMatchObject({ fullname: '', passwordHash: '', email: `deleted-${p.id}@deleted.invalid` });
    expect(await server.db.select().from(groups).where(eq(groups.accountId, accountId))).toEqual([]);
    expect(await server.db.select().from(webhooks).where(eq(webhooks.accountId, accountId))).toEqual([]);
    const [account] = await server.db.select().from(schema.accounts).where(eq(schema.accounts.id, accountId));
    expect(account).toMatchObject({ name: '', locked: true });
    // The other account is untouched.
    const otherClient = await loginClient(server.app, other);
    expect(((await otherClient.get(`/api/agreements/${otherDraft}`)).json() as AgreementWire).name).toBe('Their own draft');
    // A second run has nothing left to do.
    expect(await runAccountDataMaintenance({ db: server.db, storage }, new Date(closedAt.getTime() + (graceDays + 1) * dayMs), quietLog)).toMatchObject({ accountsDeleted: 0, failures: 0 });
  });
});
