/**
 * Issue #5 / §3 Message (minimal): suggestions by the owner or a guest, resolve / accept /
 * reject, and signing refused with 409/4204 while a suggestion is active.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema-messages.js';
import { expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { loginClient } from './helpers/testServer.js';
import { agreementWithText, suggest } from './helpers/messageFixtures.js';

const f = SigningFixture.perFile();

async function pendingWithGuest(email: string) {
  const { a, boxId, guest } = await agreementWithText(f, { [email]: 1 });
  return { a, boxId, guest: guest(email), pid: idOf(a, email) };
}

const activeSuggestions = { status_code: 409, api_error_code: 4204, message: 'Active suggestions must be resolved before signing' };

describe('suggestions block signing', () => {
  it('refuses signing with 4204 while a guest suggestion is active, and signs once it is resolved', async () => {
    const { a, boxId, guest, pid } = await pendingWithGuest('suggest@example.com');
    const posted = await guest.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'June', undefined, 'Change the date to June'));
    expect(posted.statusCode, posted.body).toBe(201);
    const suggestion = posted.json() as { id: number; type: number; is_resolvable: boolean; status: null; participant_id: number };
    expect(suggestion).toMatchObject({ type: 4, is_resolvable: true, status: null, participant_id: pid });

    const sign = () => guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect((await sign()).json()).toEqual(activeSuggestions);

    const resolved = await f.owner.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { config: { status: 'resolved' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ config: { status: 'resolved' } });
    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('counts accepted and rejected suggestions as done; chat messages and comments never block', async () => {
    const { a, boxId, guest, pid } = await pendingWithGuest('accept@example.com');
    const first = (await f.owner.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'December', 'November'))).json() as { id: number; position_id: number };
    expect(first.position_id).toEqual(expect.any(Number));
    const second = (await guest.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'April'))).json() as { id: number };
    expect((await guest.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Hello' })).statusCode).toBe(201);
    // A reply in a suggestion thread takes its type but is discussion: it never blocks.
    const reply = await guest.post(`/api/agreements/${a.id}/messages/`, { type: 3, body: 'Note', parent_id: first.id });
    expect(reply.json()).toMatchObject({ type: 4, parent: { id: first.id } });

    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${first.id}`, { status: 'accepted' })).statusCode).toBe(200);
    // The accepted change made a new version: sign what is current now.
    const current = (await f.owner.get(`/api/agreements/${a.id}`)).json() as { checksum: string };
    const sign = () => guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: current.checksum, sign_method: 0 });
    expect((await sign()).json()).toEqual(activeSuggestions);
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${second.id}`, { status: 'rejected' })).statusCode).toBe(200);
    expect((await sign()).statusCode).toBe(200);
  });

  it('refuses bad input with 400 (nothing stored), unknown messages with 404 and strangers with 403', async () => {
    const { a, guest } = await pendingWithGuest('bad@example.com');
    const before = await f.server.db.select().from(messages).where(eq(messages.agreementId, a.id));
    expect((await guest.post(`/api/agreements/${a.id}/messages/`, { type: 9, body: 'x' })).statusCode).toBe(400);
    expect((await guest.post(`/api/agreements/${a.id}/messages/`, { type: 4, body: '  ' })).statusCode).toBe(400);
    expect((await guest.post(`/api/agreements/${a.id}/messages/`, { type: 3, body: 'Unanchored comment' })).statusCode).toBe(400);
    expect((await guest.post(`/api/agreements/${a.id}/messages/`, { type: 3, body: 'x', parent_id: 999999 })).json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    expect(await f.server.db.select().from(messages).where(eq(messages.agreementId, a.id))).toHaveLength(before.length);
    const chat = (await guest.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Hi' })).json() as { id: number };
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${chat.id}`, { status: 'accepted' })).statusCode).toBe(400);
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${chat.id}`, {})).statusCode).toBe(400);
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/999999`, { status: 'deleted' })).statusCode).toBe(404);
    await createOtherAccount(f.server.db);
    const stranger = await loginClient(f.server.app, other);
    expectDenied(await stranger.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Sneaky' }));
  });
});
