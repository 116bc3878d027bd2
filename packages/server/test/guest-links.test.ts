/**
 * Guest links (DESIGN.md "Guests", §6): every link sent to a participant keeps working until the
 * participant signs or declines, the agreement ends, or the sender revokes the participant's
 * links (POST /agreements/{id}/participants/{pid}/revoke_links). A reminder adds a fresh link;
 * the first email's link keeps working. After signing, a link still reads the agreement but no
 * longer acts.
 */
import { describe, expect, it } from 'vitest';
import { expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { TestClient, guestHeaders, loginClient } from './helpers/testServer.js';

type Outbox = { collection: { to: string; text: string }[] };

const f = SigningFixture.perFile();

/** Every guest token emailed to `email` for agreement `id`, oldest first. */
async function tokensOf(id: number, email: string): Promise<string[]> {
  const outbox = (await f.owner.get('/api/dev/outbox')).json() as Outbox;
  const pattern = new RegExp(`/documents/${id}/at/([A-Za-z0-9_-]+)`);
  return outbox.collection
    .filter((m) => m.to === email)
    .map((m) => pattern.exec(m.text)?.[1])
    .filter((t): t is string => t !== undefined)
    .reverse();
}

/** A published agreement with two signatories; returns it and Ann's participant id. */
async function publishedForTwo(tag: string) {
  const draft = await f.draft();
  await f.add(draft.id, { fullname: 'Ann Signer', email: `ann-${tag}@example.com`, sign_method: 0 });
  await f.add(draft.id, { fullname: 'Bob Signer', email: `bob-${tag}@example.com`, sign_method: 0 });
  const a = await f.publish(draft.id);
  return { a, ann: `ann-${tag}@example.com`, pid: idOf(a, `ann-${tag}@example.com`) };
}

describe('a reminder keeps earlier links working', () => {
  it('the first invitation link still reads and signs after a reminder, and so does the reminder link', async () => {
    const { a, ann, pid } = await publishedForTwo('remind');
    const reminded = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    const [first, second] = await tokensOf(a.id, ann);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await f.guest(second!).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
    const read = await f.guest(first!).get(`/api/agreements/${a.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ current_participant_id: pid });
    const signed = await f.guest(first!).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
  });
});

describe('after the participant acted or the agreement ended', () => {
  it('a link still reads the agreement after signing but cannot sign, decline or fill again', async () => {
    const { a, ann, pid } = await publishedForTwo('signed');
    await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
    const [first, second] = await tokensOf(a.id, ann);
    expect((await f.guest(second!).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 })).statusCode).toBe(200);
    const read = await f.guest(first!).get(`/api/agreements/${a.id}`);
    expect(read.statusCode).toBe(200);
    const current = read.json() as { checksum: string; data: unknown[] };
    for (const token of [first!, second!]) {
      const again = await f.guest(token).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: current.checksum, sign_method: 0 });
      expect(again.statusCode).toBeGreaterThanOrEqual(400);
      expect(again.statusCode).toBeLessThan(500);
      const declined = await f.guest(token).post(`/api/agreements/${a.id}/decline`, { reason: 'changed my mind' });
      expect(declined.statusCode).toBeGreaterThanOrEqual(400);
      expect(declined.statusCode).toBeLessThan(500);
      const filled = await new TestClient(f.server.app).put(`/api/agreements/${a.id}`, { checksum: current.checksum, data: current.data }, { headers: guestHeaders(token) });
      expect(filled.json()).toMatchObject({ status_code: 409, api_error_code: 4003 });
    }
    const after = (await f.owner.get(`/api/agreements/${a.id}`)).json() as { participants: { id: number; signed_at: string | null; declined_at?: string | null }[] };
    expect(after.participants.find((p) => p.id === pid)).toMatchObject({ declined_at: null });
  });

  it('a link cannot sign once the sender cancelled the agreement', async () => {
    const { a, ann, pid } = await publishedForTwo('cancelled');
    const [token] = await tokensOf(a.id, ann);
    expect((await f.owner.post(`/api/agreements/${a.id}/cancel`, { manual: 0 })).statusCode).toBe(200);
    const signed = await f.guest(token!).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode).toBeGreaterThanOrEqual(400);
    expect(signed.statusCode).toBeLessThan(500);
  });
});

describe('POST /agreements/{id}/participants/{pid}/revoke_links', () => {
  it('revokes every link of the participant, records an event, and a later reminder sends one that works', async () => {
    const { a, ann, pid } = await publishedForTwo('revoke');
    await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
    const before = await tokensOf(a.id, ann);
    expect(before).toHaveLength(2);
    const bob = (await tokensOf(a.id, `bob-revoke@example.com`))[0]!;

    const revoked = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/revoke_links`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ revoked: 2 });
    for (const token of before) {
      const read = await f.guest(token).get(`/api/agreements/${a.id}`);
      expect(read.statusCode).toBe(403);
      // A revoked link says it expired and who sent it (guest-link-expired.test.ts).
      expect(read.json()).toMatchObject({ status_code: 403, api_error_code: 'GUEST_LINK_EXPIRED' });
      expect((await f.guest(token).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 })).statusCode).toBe(403);
    }
    // Another participant's link is untouched.
    expect((await f.guest(bob).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
    const events = (await f.owner.get(`/api/agreements/${a.id}/events`)).json() as { collection: { type: string; payload?: Record<string, unknown> }[] };
    expect(events.collection.filter((e) => e.type === 'links_revoked')).toHaveLength(1);

    // Revoking again finds nothing left to revoke.
    expect((await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/revoke_links`)).json()).toEqual({ revoked: 0 });
    expect((await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`)).statusCode).toBe(200);
    const fresh = (await tokensOf(a.id, ann)).at(-1)!;
    expect(before).not.toContain(fresh);
    expect((await f.guest(fresh).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
  });

  it('refuses unknown participants (404), guests (403) and other accounts (403)', async () => {
    const { a, ann, pid } = await publishedForTwo('refuse');
    const [token] = await tokensOf(a.id, ann);
    const unknown = await f.owner.post(`/api/agreements/${a.id}/participants/999999/revoke_links`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status_code: 404 });
    expect((await f.guest(token!).post(`/api/agreements/${a.id}/participants/${pid}/revoke_links`)).statusCode).toBe(403);
    await createOtherAccount(f.server.db);
    const stranger = await loginClient(f.server.app, other);
    expectDenied(await stranger.post(`/api/agreements/${a.id}/participants/${pid}/revoke_links`));
    // Nothing was revoked by the refused calls.
    expect((await f.guest(token!).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
  });
});
