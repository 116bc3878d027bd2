/**
 * §7 push channel, §2 Collaboration: POST /api/push/auth and the GET /api/push WebSocket — who
 * gets a ticket, forged and expired tickets closed with 4401, live events within a second, the
 * reader's filter (a private message never reaches a counterparty), `since` catch-up, and
 * agreement.saved after a PUT with the new checksum and the editor's name.
 */
import { pushTicketRejected, type AgreementWire, type MessageWire, type PushEvent } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../src/db/schema.js';
import { createPushHub, type PushHub } from '../src/push/PushHub.js';
import { loadPushSecret, signPushTicket } from '../src/push/pushTicket.js';
import { expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { linkedMemoryBuses, openPushSocket, pause, type PushSocket } from './helpers/pushSocket.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { TestClient, loginClient } from './helpers/testServer.js';

// The server's bus and a second "process" (a hub of this test) linked in memory: the test
// publishes message events the way the message routes do, from another hub.
const [serverBus, testBus] = linkedMemoryBuses(2);
const f = SigningFixture.perFile({ expirySweepMs: 0, pushBus: serverBus! });
let origin = '';
let otherHub: PushHub;
const sockets: PushSocket[] = [];

beforeAll(async () => {
  await f.server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = f.server.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  otherHub = createPushHub(f.server.db, testBus);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await otherHub.close();
});

async function pendingWithGuest(email: string) {
  const draft = await f.draft();
  await f.add(draft.id, { fullname: 'Guest Signer', email, sign_method: 0 });
  const a = await f.publish(draft.id);
  return { a, guest: f.guest((await f.tokenOf(a.id, email))!) };
}

/** A session or guest client: anything that can POST. */
type Caller = Pick<TestClient, 'post'>;

async function ticketOf(client: Caller, agreementId: number): Promise<string> {
  const response = await client.post('/api/push/auth', { agreement_id: agreementId });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { ticket: string; expires_in: number; region: string };
  expect(body).toMatchObject({ expires_in: 60, region: 'eu' });
  return body.ticket;
}

async function connect(client: Caller, agreementId: number, since?: number): Promise<PushSocket> {
  const socket = await openPushSocket(origin, await ticketOf(client, agreementId), since);
  sockets.push(socket);
  return socket;
}

const ofType = (type: PushEvent['type']) => (e: PushEvent) => e.type === type;

describe('POST /api/push/auth', () => {
  it('refuses nobody (401), a guest of another agreement (403) and a position without access (403)', async () => {
    const { a } = await pendingWithGuest('auth-a@example.com');
    const { guest: otherGuest } = await pendingWithGuest('auth-b@example.com');
    const anonymous = new TestClient(f.server.app);
    await anonymous.get('/api/ping');
    const nobody = await anonymous.post('/api/push/auth', { agreement_id: a.id });
    expect(nobody.statusCode, nobody.body).toBe(401);
    const wrongGuest = await otherGuest.post('/api/push/auth', { agreement_id: a.id });
    expect(wrongGuest.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    await createOtherAccount(f.server.db);
    expectDenied(await (await loginClient(f.server.app, other)).post('/api/push/auth', { agreement_id: a.id }));
    expect((await f.owner.post('/api/push/auth', { agreement_id: 999999 })).statusCode).toBe(404);
  });

  it('refuses a guest whose security code is pending, and answers once it is validated', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Mia Mfa', email: 'push-mfa@example.com', mfa_channel: 'email' });
    const a = await f.publish(draft.id);
    const guest = f.guest((await f.tokenOf(a.id, 'push-mfa@example.com'))!);
    const pending = await guest.post('/api/push/auth', { agreement_id: a.id });
    expect(pending.json()).toEqual({ status_code: 403, api_error_code: 99, message: 'Enter the security code sent to you first' });
    const pid = a.participants.find((p) => p.email === 'push-mfa@example.com')!.id;
    expect((await guest.post(`/api/agreements/${a.id}/participants/${pid}/mfa_code_request`, {})).statusCode).toBe(200);
    const outbox = (await f.owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.collection.find((m) => m.to === 'push-mfa@example.com' && /security code/.test(m.text))?.text ?? '')?.[1];
    expect((await guest.post(`/api/agreements/${a.id}/participants/${pid}/mfa_code_validate`, { security_code: code })).statusCode).toBe(200);
    await ticketOf(guest, a.id);
  });

  it('refuses a disabled participant', async () => {
    const { a, guest } = await pendingWithGuest('auth-disabled@example.com');
    await f.server.db.update(participants).set({ enabled: false }).where(eq(participants.email, 'auth-disabled@example.com'));
    expect((await guest.post('/api/push/auth', { agreement_id: a.id })).statusCode).toBe(403);
  });
});

describe('GET /api/push', () => {
  it('closes with 4401 for a missing, forged or expired ticket', async () => {
    const { a } = await pendingWithGuest('forged@example.com');
    expect(await (await openPushSocket(origin, '')).closed).toBe(pushTicketRejected);
    const good = await ticketOf(f.owner, a.id);
    const [payload] = good.split('.');
    expect(await (await openPushSocket(origin, `${payload}.AAAA`)).closed).toBe(pushTicketRejected);
    const forged = signPushTicket('not-the-secret', { agreementId: a.id, reader: { side: 'sender', positionId: 1, participantId: null } });
    expect(await (await openPushSocket(origin, forged)).closed).toBe(pushTicketRejected);
    const secret = await loadPushSecret(f.server.db);
    const expired = signPushTicket(secret, { agreementId: a.id, reader: { side: 'sender', positionId: 1, participantId: null } }, Date.now() - 61_000);
    expect(await (await openPushSocket(origin, expired)).closed).toBe(pushTicketRejected);
  });

  it('delivers agreement.saved after a PUT, with the new checksum and the editor’s name', async () => {
    const draft = await f.draft();
    const socket = await connect(f.owner, draft.id);
    const saved = await f.owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, name: 'Renamed live' });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await socket.next(ofType('agreement.saved'), 5000);
    expect(event).toMatchObject({ type: 'agreement.saved', agreement_id: draft.id, checksum: (saved.json() as AgreementWire).checksum, by_name: expect.any(String) });
    expect((event as { by_name: string }).by_name.length).toBeGreaterThan(0);
  });

  it('delivers agreement.changed to both sides after publish, participant changes and decline', async () => {
    const draft = await f.draft();
    const socket = await connect(f.owner, draft.id);
    await f.add(draft.id, { fullname: 'Late Guest', email: 'changed@example.com', sign_method: 0 });
    await socket.next((e) => e.type === 'agreement.changed' && e.reason === 'participant');
    const a = await f.publish(draft.id);
    await socket.next((e) => e.type === 'agreement.changed' && e.reason === 'published');
    const guest = f.guest((await f.tokenOf(a.id, 'changed@example.com'))!);
    const guestSocket = await connect(guest, a.id);
    const declined = await guest.post(`/api/agreements/${a.id}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    for (const s of [socket, guestSocket]) await s.next((e) => e.type === 'agreement.changed' && e.reason === 'declined');
  });

  it('delivers agreement.changed signed after the signature, and concluded once the seal is done', async () => {
    const { a, guest } = await pendingWithGuest('concluding@example.com');
    const socket = await connect(f.owner, a.id);
    const pid = a.participants.find((p) => p.email === 'concluding@example.com')!.id;
    const signed = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    await socket.next((e) => e.type === 'agreement.changed' && e.reason === 'signed');
    await socket.next((e) => e.type === 'agreement.changed' && e.reason === 'concluded', 20_000);
  });

  it('never sends a private message to a counterparty, but to the owner; a public one to both', async () => {
    const { a, guest } = await pendingWithGuest('private@example.com');
    const ownerSocket = await connect(f.owner, a.id);
    const guestSocket = await connect(guest, a.id);
    const posted = await f.owner.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Sender side only', private: true });
    expect(posted.statusCode, posted.body).toBe(201);
    // The message routes publish each post after it commits.
    const secret = posted.json() as MessageWire;
    expect(secret.private).toBe(true);
    const open = (await f.owner.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'For everyone' })).json() as MessageWire;

    const toOwner = await ownerSocket.next((e) => e.type === 'message.created' && e.message.id === open.id);
    expect(ownerSocket.events.some((e) => e.type === 'message.created' && e.message.id === secret.id)).toBe(true);
    const toGuest = await guestSocket.next((e) => e.type === 'message.created' && e.message.id === open.id);
    expect(guestSocket.events.filter((e) => e.type === 'message.created').map((e) => (e as { message: MessageWire }).message.id)).toEqual([open.id]);
    expect(toGuest.seq).toBe(toOwner.seq);
  });

  it('replays what was missed after `since`, in order, then follows live events without duplicates', async () => {
    const { a, guest } = await pendingWithGuest('since@example.com');
    const first = await connect(guest, a.id);
    await otherHub.publish(a.id, { type: 'agreement.changed', reason: 'one' });
    const one = await first.next((e) => e.type === 'agreement.changed' && e.reason === 'one');
    first.close();
    await otherHub.publish(a.id, { type: 'agreement.changed', reason: 'two' });
    await otherHub.publish(a.id, { type: 'agreement.changed', reason: 'three' });
    const again = await connect(guest, a.id, one.seq);
    await again.next((e) => e.type === 'agreement.changed' && e.reason === 'three');
    await otherHub.publish(a.id, { type: 'agreement.changed', reason: 'four' });
    await again.next((e) => e.type === 'agreement.changed' && e.reason === 'four');
    await pause(50);
    expect(again.events.map((e) => (e as { reason: string }).reason)).toEqual(['two', 'three', 'four']);
    const seqs = again.events.map((e) => e.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
  });

  it('stops sending to a participant once disabled, or to a guest whose link was revoked (re-checked before the next event)', async () => {
    const { a, guest } = await pendingWithGuest('gone@example.com');
    const { a: b, guest: revokedGuest } = await pendingWithGuest('revoked@example.com');
    const socket = await connect(guest, a.id);
    const revokedSocket = await connect(revokedGuest, b.id);
    await f.server.db.update(participants).set({ enabled: false }).where(eq(participants.email, 'gone@example.com'));
    const pid = b.participants.find((p) => p.email === 'revoked@example.com')!.id;
    const revoked = await f.owner.post(`/api/agreements/${b.id}/participants/${pid}/revoke_links`, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    await pause(5_100);
    await otherHub.publish(a.id, { type: 'agreement.changed', reason: 'after-disable' });
    await otherHub.publish(b.id, { type: 'agreement.changed', reason: 'after-revoke' });
    expect(await socket.closed).toBe(pushTicketRejected);
    expect(await revokedSocket.closed).toBe(pushTicketRejected);
    expect(socket.events.some((e) => e.type === 'agreement.changed' && e.reason === 'after-disable')).toBe(false);
    expect(revokedSocket.events.some((e) => e.type === 'agreement.changed' && e.reason === 'after-revoke')).toBe(false);
  });

  // How fast is the push bench's business (bench/push.ts); here: that it arrives, as posted.
  it('delivers message.created to an open page when a guest posts', async () => {
    const { a, guest } = await pendingWithGuest('live-message@example.com');
    const socket = await connect(f.owner, a.id);
    const posted = (await guest.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Hello live' })).json() as MessageWire;
    const event = await socket.next((e) => e.type === 'message.created' && e.message.id === posted.id, 5000);
    expect(event.type === 'message.created' && event.message.body).toBe('Hello live');
  });
});
