/**
 * The My settings notification choices made real: a counterparty's signature and a comment email
 * the agreement's owner and the colleagues taking part, each in their own language with links from
 * PUBLIC_ORIGIN, through a real SMTP server — and nobody who turned the choice off, never the
 * comment's author, never twice for a comment that also mentions them.
 */
import { schema } from '@inkflow/server';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleague, createColleague } from './helpers/documentFixtures.js';
import { agreementWithText, commentOn } from './helpers/messageFixtures.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { startSmtpCapture, type SmtpCapture } from './helpers/smtpCapture.js';
import { createTestServer, demo, loginClient, type TestClient } from './helpers/testServer.js';

const origin = 'https://app.inkflow.test';
let smtp: SmtpCapture;
let f: SigningFixture;
let member: TestClient;
let memberId: number;
let ownerId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const server = await createTestServer({ smtpUrl: smtp.url, publicOrigin: origin, expirySweepMs: 0, sealJobs: { worker: false } });
  f = await SigningFixture.create(server, await loginClient(server.app));
  ownerId = (await f.owner.get('/api/positions/me')).json().id;
  memberId = await createColleague(server.db);
  member = await loginClient(server.app, colleague);
});
afterAll(async () => {
  await f?.server.close();
  await smtp?.close();
});

/** The outbox emails to `to` whose subject contains `subject`. */
const outboxTo = (to: string, subject: string) =>
  f.server.db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), like(schema.outboxEmails.subject, `%${subject}%`)));

/** Sets the notification choices of `client` (position `id`). */
async function choose(client: TestClient, id: number, body: Record<string, unknown>) {
  const response = await client.put(`/api/positions/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** A published agreement named `name` with the counterparty ada@example.com (signatory) and the colleague as organizer. */
async function published(name: string) {
  const made = await agreementWithText(f, { 'ada@example.com': 1 }, { publish: false });
  await f.owner.put(`/api/agreements/${made.a.id}`, { checksum: made.a.checksum, name });
  await f.add(made.a.id, { fullname: 'Colleague', email: colleague.email, type: 2, position_id: memberId });
  const a = await f.publish(made.a.id);
  const ada = f.guest((await f.tokenOf(a.id, 'ada@example.com'))!);
  return { a, ada, boxId: made.boxId };
}

describe('a counterparty signs', () => {
  it('emails the owner in their language and the colleague taking part, with a link to the agreement', async () => {
    await choose(f.owner, ownerId, { language: 'sv' });
    try {
      const { a, ada } = await published('Lease 2027');
      const signed = await ada.post(`/api/agreements/${a.id}/participants/${idOf(a, 'ada@example.com')}/sign`, { checksum: a.checksum, sign_method: 0 });
      expect(signed.statusCode, signed.body).toBe(200);
      const toOwner = await smtp.waitFor(demo.email, /har signerat Lease 2027/);
      expect(toOwner.subject).toBe('Person ada har signerat Lease 2027');
      expect(toOwner.body).toContain(`${origin}/documents/${a.id}`);
      // The text in Swedish (read from the outbox: the SMTP body is quoted-printable).
      const [stored] = await outboxTo(demo.email, 'har signerat Lease 2027');
      expect(stored!.text).toContain('Hej Demo');
      expect(stored!.text).toContain('Du kan stänga av dessa e-postmeddelanden i Mina inställningar.');
      const toColleague = await smtp.waitFor(colleague.email, /signed Lease 2027/);
      expect(toColleague.subject).toBe('Person ada signed Lease 2027');
      expect(toColleague.body).toContain(`${origin}/documents/${a.id}`);
      // The counterparty who signed hears nothing of it.
      expect(await outboxTo('ada@example.com', 'Lease 2027')).toHaveLength(0);
    } finally {
      await choose(f.owner, ownerId, { language: 'en' });
    }
  });

  it('emails nobody who turned it off', async () => {
    await choose(member, memberId, { notifications: { agreement_signed: false } });
    await choose(f.owner, ownerId, { notifications: { agreement_signed: false } });
    try {
      const { a, ada } = await published('Quiet lease');
      expect((await ada.post(`/api/agreements/${a.id}/participants/${idOf(a, 'ada@example.com')}/sign`, { checksum: a.checksum, sign_method: 0 })).statusCode).toBe(200);
      expect(await outboxTo(demo.email, 'signed Quiet lease')).toHaveLength(0);
      expect(await outboxTo(colleague.email, 'signed Quiet lease')).toHaveLength(0);
    } finally {
      await choose(member, memberId, { notifications: { agreement_signed: true } });
      await choose(f.owner, ownerId, { notifications: { agreement_signed: true } });
    }
  });
});

describe('someone comments', () => {
  it("emails the owner and the colleague, not the comment's author, quoting it with a link to the comment", async () => {
    const { a, ada, boxId } = await published('Commented deal');
    const posted = await ada.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Can we start in June instead?'));
    expect(posted.statusCode, posted.body).toBe(201);
    const messageId = posted.json().id;
    const toOwner = await smtp.waitFor(demo.email, /commented on Commented deal/);
    expect(toOwner.subject).toBe('Person ada commented on Commented deal');
    expect(toOwner.body).toContain('Can we start in June instead?');
    expect(toOwner.body).toContain(`${origin}/documents/${a.id}/m/${messageId}`);
    await smtp.waitFor(colleague.email, /commented on Commented deal/);

    // The owner's own comment reaches the colleague only.
    const own = await f.owner.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'June works for us.'));
    expect(own.statusCode, own.body).toBe(201);
    expect(await outboxTo(colleague.email, 'commented on Commented deal')).toHaveLength(2);
    expect(await outboxTo(demo.email, 'commented on Commented deal')).toHaveLength(1);
    // Chat messages are not comments.
    expect((await ada.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Thanks!' })).statusCode).toBe(201);
    expect(await outboxTo(demo.email, 'commented on Commented deal')).toHaveLength(1);
  });

  it('emails nobody who turned it off, and a mentioned colleague once (the mention), or not at all when mentions are off too', async () => {
    const { a, ada, boxId } = await published('Mentioned deal');
    await choose(f.owner, ownerId, { notifications: { comment_posted: false } });
    try {
      expect((await ada.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'A question'))).statusCode).toBe(201);
      expect(await outboxTo(demo.email, 'Mentioned deal')).toHaveLength(0);
      expect(await outboxTo(colleague.email, 'commented on Mentioned deal')).toHaveLength(1);

      const colleagueParticipant = idOf(a, colleague.email);
      const mention = { ...commentOn(boxId, '@Colleague please check'), mentioned_participant_ids: [colleagueParticipant] };
      expect((await f.owner.post(`/api/agreements/${a.id}/messages/`, mention)).statusCode).toBe(201);
      expect(await outboxTo(colleague.email, 'mentioned you in Mentioned deal')).toHaveLength(1);
      expect(await outboxTo(colleague.email, 'commented on Mentioned deal')).toHaveLength(1);

      await choose(member, memberId, { notifications: { mentioned: false, comment_posted: false } });
      expect((await f.owner.post(`/api/agreements/${a.id}/messages/`, mention)).statusCode).toBe(201);
      expect(await outboxTo(colleague.email, 'Mentioned deal')).toHaveLength(2);
    } finally {
      await choose(f.owner, ownerId, { notifications: { comment_posted: true } });
      await choose(member, memberId, { notifications: { mentioned: true, comment_posted: true } });
    }
  });
});
