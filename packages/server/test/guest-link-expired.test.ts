/**
 * An expired guest link says so and who to ask (spec §2 Error screens): a link that was issued
 * but revoked answers 403 GUEST_LINK_EXPIRED with the sender (the organizer, else the publisher) in the
 * body and the message "This link has expired. Ask {sender} to send you a new one."; a token
 * that was never issued still answers 403 (99) and names nobody.
 */
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

describe('an expired guest link', () => {
  it('answers GUEST_LINK_EXPIRED with the sender to ask for a new one', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Eve Signer', email: 'eve-expired@example.com', sign_method: 0 });
    const a = await f.publish(draft.id);
    // No organizer participant: the sender is the position that published it (the demo owner).
    expect(a.participants.find((p) => p.type === 2)).toBeUndefined();
    const me = (await f.owner.get('/api/positions/me')).json() as { fullname: string; email: string };
    const organizer = { fullname: me.fullname, email: me.email };
    const token = await f.tokenOf(a.id, 'eve-expired@example.com');
    expect((await f.guest(token!).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);

    const revoked = await f.owner.post(`/api/agreements/${a.id}/participants/${idOf(a, 'eve-expired@example.com')}/revoke_links`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const read = await f.guest(token!).get(`/api/agreements/${a.id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      status_code: 403,
      api_error_code: 'GUEST_LINK_EXPIRED',
      message: `This link has expired. Ask ${organizer!.fullname} (${organizer!.email}) to send you a new one.`,
      sender: { name: organizer!.fullname, email: organizer!.email },
    });
  });

  it('answers 99 without a sender for a token that was never issued', async () => {
    const draft = await f.draft();
    const read = await f.guest('x'.repeat(43)).get(`/api/agreements/${draft.id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ status_code: 403, api_error_code: 99, message: 'This link does not give access to the contract' });
  });
});
