/**
 * Every email an account sends carries its brand (account settings): the logo as an absolute
 * URL, the brand colour on the top rule, its AA-safe shade on links and buttons, and "Sent by
 * {company} with Inkflow" — invitations, reminders (to participants and internal ones),
 * mentions, security codes (a participant's and a position's), the concluded copy, notifications
 * to colleagues and the account emails (recovery, change email, invitations to join). Sign-up, which no account sends, carries
 * the product's own look. Mail goes through a real SMTP server in-process.
 */
import { brandPalette, type AccountWire, type AgreementWire, type PositionWire } from '@inkflow/core';
import { createMailer, sendDueReminders } from '@inkflow/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from './helpers/captchaSolver.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { startSmtpCapture, type ReceivedMail, type SmtpCapture } from './helpers/smtpCapture.js';
import { solidPng } from './helpers/solidPng.js';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';
import { uploadFile } from './helpers/uploadFile.js';
import { waitForSeal } from './helpers/waitForSeal.js';

const origin = 'https://app.inkflow.test';
let smtp: SmtpCapture;
let server: TestServer;
let owner: TestClient;
let f: SigningFixture;
let me: PositionWire;
let logoUrl: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({ smtpUrl: smtp.url, publicOrigin: origin, expirySweepMs: 0 });
  owner = await loginClient(server.app);
  me = (await owner.get('/api/positions/me')).json() as PositionWire;
  f = await SigningFixture.create(server, owner);
  await createOtherAccount(server.db);
  expect((await owner.put(`/api/accounts/${me.account.id}`, { name: 'Brand AB', brand_color: '#ffcc00' })).statusCode).toBe(200);
  const uploaded = await uploadFile(owner, `/api/accounts/${me.account.id}/logo`, {}, { name: 'logo.png', bytes: solidPng(4, 4, [255, 204, 0]) });
  logoUrl = `${origin}${(uploaded.json() as AccountWire).logo_url}`;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** Runs `action` and waits for the next email to `to` that arrives after it. */
async function nextMail(to: string, action: () => Promise<unknown>): Promise<ReceivedMail> {
  const before = smtp.mails.filter((m) => m.to === to).length;
  await action();
  for (let i = 0; i < 400; i++) {
    const mails = smtp.mails.filter((m) => m.to === to);
    if (mails.length > before) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no new mail to ${to}`);
}

const shade = brandPalette('#ffcc00').primary;

/** The brand of Brand AB in one received email (its HTML and text parts); links (when it has some) in the AA-safe shade. */
function expectBranded(mail: ReceivedMail, kind: string, options: { links: boolean } = { links: true }): void {
  expect(mail.body, kind).toContain(`<img src="${logoUrl}" alt="Brand AB"`);
  expect(mail.body, kind).toContain('border-top:4px solid #ffcc00');
  if (options.links) expect(mail.body, kind).toContain(`<a style="color:${shade};font-weight:600;text-decoration:underline;word-break:break-all" href="${origin}/`);
  expect(mail.body, kind).toContain('Sent by Brand AB with Inkflow');
}

describe('the account brand in every email', () => {
  let agreement: AgreementWire;
  let signerId: number;

  it('invitations, with the action as a button in the AA-safe shade', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Signe Signer', email: 'signe@example.com', type: 1, sign_method: 0, mfa_channel: 'email' });
    await f.add(draft.id, { fullname: 'Olle Other', email: 'olle@example.com', type: 1, sign_method: 0 });
    const mail = await nextMail('signe@example.com', async () => (agreement = await f.publish(draft.id)));
    signerId = idOf(agreement, 'signe@example.com');
    expectBranded(mail, 'invitation');
    expect(mail.body).toContain(`background:${shade};color:#ffffff`);
    expect(mail.body).toContain('>Review and sign</a>');
  });

  it('reminders to a participant', async () => {
    const mail = await nextMail('signe@example.com', () => f.owner.post(`/api/agreements/${agreement.id}/participants/${signerId}/remind`));
    expectBranded(mail, 'reminder');
  });

  it('a participant’s security code', async () => {
    const guest = f.guest((await f.tokenOf(agreement.id, 'signe@example.com'))!);
    const mail = await nextMail('signe@example.com', () => guest.post(`/api/agreements/${agreement.id}/participants/${signerId}/mfa_code_request`));
    expect(mail.subject).toMatch(/security code/);
    expectBranded(mail, 'participant code', { links: false });
  });

  it('mentions', async () => {
    const olle = idOf(agreement, 'olle@example.com');
    const mail = await nextMail('olle@example.com', () => f.owner.post(`/api/agreements/${agreement.id}/messages/`, { type: 2, body: 'See this', mentioned_participant_ids: [olle] }));
    expect(mail.subject).toMatch(/mentioned you/);
    expectBranded(mail, 'mention');
  });

  it('internal reminders', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const created = await owner.post('/api/agreements/delayed_events/', { agreement_id: agreement.id, to_positions: [me.id], date_time: inAnHour.toISOString(), subject: 'Renewal due', message: 'Check it' });
    expect(created.statusCode, created.body).toBe(201);
    const mailer = createMailer({ smtpUrl: smtp.url });
    const mail = await nextMail(demo.email, () => sendDueReminders(server.db, mailer, { now: new Date(inAnHour.getTime() + 1000), origin }));
    expect(mail.subject).toBe('Renewal due');
    expectBranded(mail, 'internal reminder');
  });

  it('the concluded copy, and the owner’s notification of the signature', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Cora Copy', email: 'cora@example.com', type: 1, sign_method: 0 });
    const sent = await f.publish(draft.id);
    const cora = f.guest((await f.tokenOf(draft.id, 'cora@example.com'))!);
    const coraId = idOf(sent, 'cora@example.com');
    // The owner's "a counterparty signed" notification (My settings) is the account's too.
    const notice = await nextMail(demo.email, async () =>
      expect((await cora.post(`/api/agreements/${draft.id}/participants/${coraId}/sign`, { checksum: sent.checksum, sign_method: 0 })).statusCode).toBe(200),
    );
    expect(notice.subject).toBe('Cora Copy signed Flow agreement');
    expectBranded(notice, 'signed notification');
    expect(await waitForSeal(server.db, draft.id)).toBe('sealed');
    const mail = await nextMail('cora@example.com', async () => expect((await cora.post(`/api/agreements/${draft.id}/participants/${coraId}/send_concluded_copy`, {})).statusCode).toBe(200));
    expect(mail.body).toContain('application/pdf');
    expectBranded(mail, 'concluded copy', { links: false });
  });

  it('a position’s security code, recovery and change email', async () => {
    const code = await nextMail(demo.email, () => owner.post(`/api/positions/${me.id}/mfa/`, { channel: 'email', password: demo.password }));
    expect(code.subject).toMatch(/security code/);
    expectBranded(code, 'security code', { links: false });
    const recovery = await nextMail(demo.email, () => new TestClient(server.app).get('/api/ping').then(() => owner.post('/api/positions/forgot_password', { email: demo.email })));
    expect(recovery.subject).toMatch(/Reset your Inkflow password/);
    expectBranded(recovery, 'recovery');
    expectBranded(await nextMail('new.address@example.com', () => owner.post(`/api/positions/${me.id}/change_email`, { email: 'new.address@example.com', password: demo.password })), 'change email');
    expectBranded(await nextMail(other.email, () => owner.post(`/api/positions/${me.id}/change_email`, { email: other.email, password: demo.password })), 'change email, address taken');
  });

  it('invitations to join the account', async () => {
    const invite = await nextMail('joiner@example.com', () => owner.post('/api/positions/invite', { email: 'joiner@example.com' }));
    expect(invite.subject).toMatch(/invited you to Brand AB/);
    expectBranded(invite, 'invite');
    expectBranded(await nextMail(other.email, () => owner.post('/api/positions/invite', { email: other.email })), 'invite of a registered address');
  });

  it('sign-up, sent by no account, carries the product’s look', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const mail = await nextMail('newcomer@example.com', async () =>
      client.post('/api/positions/signup', { email: 'newcomer@example.com', captcha_response_token: await solveCaptcha(client) }),
    );
    expect(mail.body).toContain('Sent by Inkflow');
    expect(mail.body).not.toContain('<img');
    expect(mail.body).toContain('border-top:4px solid #2450d6');
  });

  it('without a logo the header names the company; the brand colour can be removed', async () => {
    await owner.delete(`/api/accounts/${me.account.id}/logo`);
    await owner.put(`/api/accounts/${me.account.id}`, { brand_color: null });
    const mail = await nextMail('signe@example.com', () => f.owner.post(`/api/agreements/${agreement.id}/participants/${signerId}/remind`));
    expect(mail.body).not.toContain('<img');
    expect(mail.body).toMatch(/<span style="font-size:20px;font-weight:700;color:#2450d6">Brand AB<\/span>/);
    expect(mail.body).toContain('Sent by Brand AB with Inkflow');
  });
});
