/**
 * Plans and the trial (§1 "A free trial lasts 14 days and gives premium features. Afterwards
 * basic features such as e-signing and uploading PDFs stay free"; §7 account action "start
 * trial"; §8 2002): premium calls answer 403 2002 with the contact-sales text on the free plan
 * and after a trial ended, while contracts, PDF upload, sending and signing keep working; start
 * trial works once; migration 0023 gives every account a plan.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { AccountWire, AgreementWire, PositionWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createColleague, colleague } from './helpers/documentFixtures.js';
import { manyPagesPdf } from './helpers/pdfSamples.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { loginClient, type TestClient } from './helpers/testServer.js';
import { uploadFile } from './helpers/uploadFile.js';

/** 403 with §8 99, whatever the wording (another account's caller, or a member of this one). */
function expectRefused(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
}

const f = SigningFixture.perFile();
let accountId: number;
let me: PositionWire;

beforeAll(async () => {
  me = (await f.owner.get('/api/positions/me')).json() as PositionWire;
  accountId = me.account.id;
});

const setPlan = (plan: 'paid' | 'free' | 'trial', trialEndsAt: Date | null) =>
  f.server.db.update(schema.accounts).set({ plan, trialEndsAt }).where(eq(schema.accounts.id, accountId));

const expired = { status_code: 403, api_error_code: 2002, message: 'Your free trial has expired. Contact sales by email or phone to upgrade.' };

/** One call of each premium feature; each answers its own success status when the account has premium. */
async function premiumCalls(owner: TestClient, draftId: number): Promise<Array<[string, { statusCode: number; json(): unknown; body: string }]>> {
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  return [
    ['template', await owner.post('/api/agreements/', { collection_id: me.collections[0]!.id, name: 'A template', state: 6 })],
    ['workspace', await owner.post('/api/collections/', { name: `Workspace ${Math.random()}` })],
    ['invite', await owner.post('/api/positions/invite', { email: `invitee${Math.random().toString(16).slice(2)}@example.com` })],
    ['role', await owner.post('/api/roles/', { name: 'Reader', permissions: ['agreement:view'] })],
    ['note', await owner.post(`/api/agreements/${draftId}/notes/`, { name: 'n', content: { nodes: [] } })],
    ['reminder', await owner.post('/api/agreements/delayed_events/', { agreement_id: draftId, to_positions: [me.id], date_time: inAnHour, subject: 'S', message: 'M' })],
    ['sso', await owner.put(`/api/accounts/${accountId}/sso`, { enabled: false, issuer: 'https://login.example.com', client_id: 'x', domains: ['trial.example.com'], block_password_login: false })],
    ['embedding', await owner.put(`/api/accounts/${accountId}/embed_settings`, { allowed_origins: [] })],
    ['webhook', await owner.post(`/api/accounts/${accountId}/webhooks/`, { url: 'http://127.0.0.1:9/inkflow', events: ['agreement.signed'] })],
  ];
}

/** The basic features: a contract, a PDF upload, a participant, sending, and the guest's signature. */
async function basicFeaturesWork(): Promise<void> {
  const draft = await f.draft();
  expect(draft.state).toBe(0);
  const pdf = await uploadFile(f.owner, '/api/assets/', { asset_type: 'pdf' }, { name: 'terms.pdf', bytes: manyPagesPdf(1), type: 'application/pdf' });
  expect(pdf.statusCode, pdf.body).toBe(201);
  const fromPdf = await f.owner.post('/api/agreements/', { collection_id: me.collections[0]!.id, from_pdf: pdf.json().id });
  expect(fromPdf.statusCode, fromPdf.body).toBe(201);
  const email = `signer${Math.random().toString(16).slice(2)}@example.com`;
  const withSigner = await f.add(draft.id, { fullname: 'Free Signer', email, type: 1, sign_method: 0 });
  const sent = await f.publish(draft.id);
  const guest = f.guest((await f.tokenOf(draft.id, email))!);
  const signed = await guest.post(`/api/agreements/${draft.id}/participants/${idOf(withSigner, email)}/sign`, { checksum: sent.checksum, sign_method: 0 });
  expect(signed.statusCode, signed.body).toBe(200);
  expect((signed.json() as { agreement: AgreementWire }).agreement.participants.find((p) => p.email === email)!.signed_at).not.toBeNull();
}

describe('premium calls', () => {
  it('pass on a paid plan and during a trial', async () => {
    for (const [plan, end] of [
      ['paid', null],
      ['trial', new Date(Date.now() + 86_400_000)],
    ] as const) {
      await setPlan(plan, end);
      const draft = await f.draft();
      for (const [name, response] of await premiumCalls(f.owner, draft.id)) expect(response.statusCode, `${plan} ${name}: ${response.body}`).toBeLessThan(300);
    }
  });

  it('answer 403 2002 with the contact-sales text once the trial has ended, while contracts, PDFs, sending and signing stay free', async () => {
    await setPlan('trial', new Date(Date.now() + 86_400_000));
    const draft = await f.draft();
    await setPlan('trial', new Date(Date.now() - 1000));
    for (const [name, response] of await premiumCalls(f.owner, draft.id)) {
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual(expired);
    }
    await basicFeaturesWork();
    // Reading what premium made before stays possible.
    expect((await f.owner.get(`/api/agreements/${draft.id}/notes/`)).statusCode).toBe(200);
    expect((await f.owner.get('/api/collections/')).statusCode).toBe(200);
  });

  it('answer 2002 on the free plan too, and never before a missing session or a guest token is refused', async () => {
    await setPlan('free', null);
    const draft = await f.draft();
    for (const [name, response] of await premiumCalls(f.owner, draft.id)) expect(response.json(), name).toEqual(expired);
    await basicFeaturesWork();
    const anonymous = await loginClient(f.server.app).then(async (c) => {
      await c.post('/api/positions/logout');
      return c;
    });
    expect((await anonymous.post('/api/collections/', { name: 'Nope' })).statusCode).toBe(401);
    const guestCall = await f.owner.post('/api/collections/', { name: 'Nope' }, { headers: { 'x-flow-access-token': 'a'.repeat(43) } });
    expect(guestCall.json().api_error_code).toBe(99);
  });
});

describe('POST /accounts/{id}/start_trial', () => {
  it('gives a free account without a trial 14 days of premium, once; the second call answers 409', async () => {
    await setPlan('free', null);
    const started = await f.owner.post(`/api/accounts/${accountId}/start_trial`);
    expect(started.statusCode, started.body).toBe(200);
    const account = started.json() as AccountWire;
    expect(account.plan).toBe('trial');
    const days = (Date.parse(account.trial_ends_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    expect(((await f.owner.get('/api/positions/me')).json() as PositionWire).account).toMatchObject({ plan: 'trial', trial_ends_at: account.trial_ends_at });
    expect((await f.owner.post('/api/collections/', { name: 'In the trial' })).statusCode).toBe(201);

    const again = await f.owner.post(`/api/accounts/${accountId}/start_trial`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status_code: 409, api_error_code: 'TRIAL_UNAVAILABLE', message: 'This account has already had its free trial; contact sales to upgrade' });
    // Ended, it still cannot start over.
    await setPlan('trial', new Date(Date.now() - 1000));
    expect((await f.owner.post(`/api/accounts/${accountId}/start_trial`)).statusCode).toBe(409);
    const [row] = await f.server.db.select().from(schema.accounts).where(eq(schema.accounts.id, accountId));
    expect(row!.plan).toBe('trial');
  });

  it('answers 409 on a paid plan and 403 99 to a member', async () => {
    await setPlan('paid', null);
    const paid = await f.owner.post(`/api/accounts/${accountId}/start_trial`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This account is on a paid plan: it already has every premium feature');
    await setPlan('free', null);
    await createColleague(f.server.db, 'trial.member@inkflow.test');
    const member = await loginClient(f.server.app, { ...colleague, email: 'trial.member@inkflow.test' });
    expectRefused(await member.post(`/api/accounts/${accountId}/start_trial`));
    const [row] = await f.server.db.select().from(schema.accounts).where(eq(schema.accounts.id, accountId));
    expect(row).toMatchObject({ plan: 'free', trialEndsAt: null });
    await setPlan('paid', null);
  });
});

describe('migration 0023_account_settings', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite({ extensions: { pg_trgm } });
  });
  afterAll(async () => {
    await client?.close();
  });

  it('puts accounts with a trial date on the trial plan and every other account on the paid plan', async () => {
    const folder = fileURLToPath(new URL('../drizzle/', import.meta.url));
    const files = readdirSync(folder).filter((file) => file.endsWith('.sql')).sort();
    const run = (file: string) => client.exec(readFileSync(`${folder}${file}`, 'utf8').replaceAll('--> statement-breakpoint', ''));
    for (const file of files.filter((name) => name < '0023')) await run(file);
    await client.exec(`
      INSERT INTO accounts (name, trial_ends_at) VALUES ('Trialling', now() + interval '3 days'), ('Trial over', now() - interval '3 days');
      INSERT INTO accounts (name) VALUES ('From before plans');
    `);
    await run(files.find((name) => name.startsWith('0023_'))!);
    const rows = await client.query<{ name: string; plan: string; default_sign_method: number }>('SELECT name, plan, default_sign_method FROM accounts ORDER BY id');
    expect(rows.rows).toEqual([
      { name: 'Trialling', plan: 'trial', default_sign_method: 0 },
      { name: 'Trial over', plan: 'trial', default_sign_method: 0 },
      { name: 'From before plans', plan: 'paid', default_sign_method: 0 },
    ]);
    await expect(client.exec("UPDATE accounts SET plan = 'gold'")).rejects.toThrow(/accounts_plan_check/);
    await expect(client.exec("UPDATE accounts SET brand_color = 'red'")).rejects.toThrow(/accounts_brand_color_check/);
    // Twenty-odd migrations on a fresh PGlite: slow on a busy machine, so a generous limit.
  }, 180_000);
});
