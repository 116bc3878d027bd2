/**
 * §7 account action "export" (docs/account-data.md): an admin exports every agreement of the
 * account as one zip built by a job; a second export while one runs answers 409 6007; only
 * admins may start or list exports (403 99); the finished export is emailed (real SMTP) as a
 * PUBLIC_ORIGIN link with a token that works without a session for 7 days and is refused after;
 * the zip holds each agreement's JSON, the sealed PDF, the uploads and an index.
 */
import type { AccountExportWire, AgreementWire, PositionWire } from '@inkflow/core';
import { accountActionsSchema, redactUrl, runAccountDataMaintenance } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleague, createColleague } from './helpers/documentFixtures.js';
import { gatedStorage } from './helpers/gatedStorage.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { signAndSeal } from './helpers/signAndSeal.js';
import { startSmtpCapture, type SmtpCapture } from './helpers/smtpCapture.js';
import { TestClient, createTestServer, loginClient, pngDataUrl, type TestServer } from './helpers/testServer.js';
import { uploadFile } from './helpers/uploadFile.js';

const origin = 'https://app.inkflow.test';
const dayMs = 24 * 60 * 60 * 1000;
const clock = { now: new Date() };
const storage = gatedStorage();
const quietLog = { error: () => undefined, warn: () => undefined };
let smtp: SmtpCapture;
let server: TestServer;
let admin: TestClient;
let accountId: number;
let workspaceId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({ smtpUrl: smtp.url, storage, publicOrigin: origin, accountData: { now: () => clock.now } });
  admin = await loginClient(server.app);
  const me = (await admin.get('/api/positions/me')).json() as PositionWire;
  accountId = me.account.id;
  workspaceId = me.collections[0]!.id;
  await createColleague(server.db);
  await createOtherAccount(server.db);
});
afterAll(async () => {
  storage.open();
  await server?.close();
  await smtp?.close();
});

/** GET /exports/ until export `id` is no longer running (the job's own pace; no fixed wait). */
async function waitForExport(client: TestClient, id: number): Promise<AccountExportWire> {
  for (let i = 0; i < 1500; i++) {
    const list = (await client.get(`/api/accounts/${accountId}/exports/`)).json() as { collection: AccountExportWire[] };
    const found = list.collection.find((e) => e.id === id);
    if (found && found.state !== 'running') return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`export ${id} still running`);
}

describe('account export', () => {
  let sealedId: number;
  let sealedPdf: Buffer;
  let draftId: number;
  let exported: AccountExportWire;
  let token: string;

  it('lets only the account’s admins start and list exports (403 99)', async () => {
    const member = await loginClient(server.app, colleague);
    for (const client of [member, await loginClient(server.app, other)]) {
      const started = await client.post(`/api/accounts/${accountId}/exports/`);
      expect(started.statusCode).toBe(403);
      expect(started.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
      expect((await client.get(`/api/accounts/${accountId}/exports/`)).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    }
    expect((await new TestClient(server.app).get(`/api/accounts/${accountId}/exports/`)).statusCode).toBe(401);
  });

  it('builds the zip in a job (running at 0 %, then done at 100 %), and answers 6007 to a second export while it runs', async () => {
    // A signed and sealed agreement with an uploaded attachment, and a draft with a chat message.
    let a = (await admin.post('/api/agreements/', { collection_id: workspaceId, name: 'Office lease 2027' })).json() as AgreementWire;
    a = (await admin.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The tenant pays on the first day of each month.' }] }] } }] })).json() as AgreementWire;
    const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
    const upload = await uploadFile(admin, `/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'attachment' }, { field: 'qqfile', name: 'floor plan.png', bytes: png });
    expect(upload.statusCode, upload.body).toBe(201);
    sealedId = a.id;
    sealedPdf = await signAndSeal(server, admin, a.id);
    const draft = (await admin.post('/api/agreements/', { collection_id: workspaceId, name: 'Supplier NDA' })).json() as AgreementWire;
    draftId = draft.id;
    expect((await admin.post(`/api/agreements/${draft.id}/messages/`, { type: 2, body: 'Can we sign by Friday?' })).statusCode).toBe(201);

    storage.close();
    const started = await admin.post(`/api/accounts/${accountId}/exports/`);
    expect(started.statusCode, started.body).toBe(202);
    const running = started.json() as AccountExportWire;
    expect(running).toMatchObject({ state: 'running', progress: 0, started_by: 'Demo User', download_url: null });

    const second = await admin.post(`/api/accounts/${accountId}/exports/`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status_code: 409, api_error_code: 6007, message: 'Action already in progress' });

    storage.open();
    exported = await waitForExport(admin, running.id);
    expect(exported).toMatchObject({ state: 'done', progress: 100, agreement_count: 2, expired: false, download_url: `/api/accounts/${accountId}/exports/${running.id}/download` });
    expect(exported.byte_size).toBeGreaterThan(sealedPdf.length);
    expect(new Date(exported.expires_at!).getTime() - new Date(exported.finished!).getTime()).toBeGreaterThan(7 * dayMs - 60_000);
    // Once one ended, the next may start.
    const again = await admin.post(`/api/accounts/${accountId}/exports/`);
    expect(again.statusCode).toBe(202);
    await waitForExport(admin, (again.json() as AccountExportWire).id);
  });

  it('emails the admin a PUBLIC_ORIGIN link with a token, which downloads without a session', async () => {
    const link = new RegExp(`${origin.replace(/[.]/g, '\\.')}/api/accounts/${accountId}/exports/${exported.id}/download\\?token=([A-Za-z0-9_-]{20,})`);
    const mail = await smtp.waitFor('demo@inkflow.test', /data export is ready/);
    const match = link.exec(mail.body);
    expect(match, mail.body).not.toBeNull();
    token = match![1]!;
    // The token is a credential: request logs never show it.
    expect(redactUrl(match![0]!)).not.toContain(token);
    const anonymous = new TestClient(server.app);
    const byToken = await anonymous.get(`/api/accounts/${accountId}/exports/${exported.id}/download?token=${token}`);
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.headers['content-type']).toBe('application/zip');
    expect(byToken.headers['content-disposition']).toMatch(/^attachment; filename=".+-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(byToken.rawPayload.length).toBe(exported.byte_size);
  });

  it('holds each agreement’s JSON, the sealed PDF, the uploads and an index', async () => {
    const response = await admin.get(exported.download_url!);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    const folder = `agreements/${sealedId}-Office-lease-2027`;
    expect(names).toHaveLength(6);
    expect(names).toEqual(
      expect.arrayContaining([
        'index.html',
        'index.json',
        `${folder}/Office_lease_2027-signed.pdf`,
        `${folder}/agreement.json`,
        expect.stringMatching(new RegExp(`^${folder}/files/\\d+-floor-plan\\.png$`)),
        `agreements/${draftId}-Supplier-NDA/agreement.json`,
      ]),
    );
    // The sealed PDF is the very file the owner downloads.
    expect(Buffer.from(files[`${folder}/Office_lease_2027-signed.pdf`]!).equals(sealedPdf)).toBe(true);

    const json = JSON.parse(strFromU8(files[`${folder}/agreement.json`]!)) as {
      agreement: AgreementWire;
      events: { type: string; children: { type: string }[] }[];
      sealed_pdf: { path: string; sha256: string };
      files: { name: string; path: string }[];
    };
    expect(json.agreement).toMatchObject({ id: sealedId, name: 'Office lease 2027', state: 4 });
    expect(JSON.stringify(json.agreement.boxes)).toContain('The tenant pays on the first day of each month.');
    expect(json.agreement.participants.map((p) => p.email)).toContain('sam@example.com');
    expect(Array.isArray(json.agreement.parties)).toBe(true);
    const eventTypes = JSON.stringify(json.events);
    for (const type of ['created', 'published', 'signed', 'sealed']) expect(eventTypes).toContain(`"type":"${type}"`);
    expect(json.sealed_pdf.path).toBe(`${folder}/Office_lease_2027-signed.pdf`);
    expect(json.files.map((f) => f.name)).toEqual(['floor plan.png']);

    const draft = JSON.parse(strFromU8(files[`agreements/${draftId}-Supplier-NDA/agreement.json`]!)) as { messages: { body: string }[]; sealed_pdf: null };
    expect(draft.messages.map((m) => m.body)).toEqual(['Can we sign by Friday?']);
    expect(draft.sealed_pdf).toBeNull();

    const index = JSON.parse(strFromU8(files['index.json']!)) as { format: string; agreement_count: number; agreements: { id: number; state_name: string; sealed_pdf: string | null }[] };
    expect(index).toMatchObject({ format: 'inkflow-account-export', agreement_count: 2 });
    expect(index.agreements.map((a) => [a.id, a.state_name, a.sealed_pdf])).toEqual([
      [sealedId, 'Signed', `${folder}/Office_lease_2027-signed.pdf`],
      [draftId, 'Draft', null],
    ]);
    const html = strFromU8(files['index.html']!);
    expect(html).toContain('Office lease 2027');
    expect(html).toContain(`href="${folder}/Office_lease_2027-signed.pdf"`);
  });

  it('refuses a wrong token (403), no session and no token (401), and a member without the token (403)', async () => {
    const url = `/api/accounts/${accountId}/exports/${exported.id}/download`;
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(`${url}?token=${'x'.repeat(43)}`)).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    expect((await anonymous.get(url)).json()).toMatchObject({ status_code: 401, api_error_code: 99 });
    expect((await (await loginClient(server.app, colleague)).get(url)).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    // Another account's path cannot reach this export.
    expect((await anonymous.get(`/api/accounts/${accountId + 1}/exports/${exported.id}/download?token=${token}`)).statusCode).toBe(404);
  });

  it('refuses the link once its 7 days have passed, and the daily job removes the file', async () => {
    const url = `/api/accounts/${accountId}/exports/${exported.id}/download`;
    clock.now = new Date(Date.now() + 7 * dayMs + 60_000);
    try {
      const late = await new TestClient(server.app).get(`${url}?token=${token}`);
      expect(late.statusCode).toBe(404);
      expect(late.json()).toMatchObject({ api_error_code: 'NOT_FOUND', message: 'This export has expired: start a new one' });
      expect((await admin.get(url)).statusCode).toBe(404);
      const listed = (await admin.get(`/api/accounts/${accountId}/exports/`)).json() as { collection: AccountExportWire[] };
      expect(listed.collection.find((e) => e.id === exported.id)).toMatchObject({ expired: true, download_url: null });

      const [row] = await server.db.select().from(accountActionsSchema.accountActions).where(eq(accountActionsSchema.accountActions.id, exported.id));
      const key = (row!.details as { storageKey: string }).storageKey;
      expect(await storage.has(key)).toBe(true);
      const outcome = await runAccountDataMaintenance({ db: server.db, storage }, clock.now, quietLog);
      expect(outcome.exportsExpired).toBe(2);
      expect(await storage.has(key)).toBe(false);
    } finally {
      clock.now = new Date();
    }
  });
});
