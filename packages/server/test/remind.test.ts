/**
 * Issue #5 reminders: POST /agreements/{id}/participants/{pid}/remind re-sends the invitation
 * with a fresh guest link (the first one keeps working), records a `reminded` event, and refuses
 * participants who acted, drafts, and callers without the permission.
 */
import { describe, expect, it } from 'vitest';
import { expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { loginClient } from './helpers/testServer.js';

const f = SigningFixture.perFile();

describe('remind', () => {
  it('re-sends the invitation with a fresh guest link and records an event', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Slow Signer', email: 'slow@example.com', sign_method: 0 });
    await f.add(draft.id, { fullname: 'Quick Signer', email: 'quick@example.com', sign_method: 0 });
    const a = await f.publish(draft.id);
    const first = (await f.tokenOf(a.id, 'slow@example.com'))!;
    const pid = idOf(a, 'slow@example.com');

    const reminded = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toEqual({ sent: true, channel: 'email' });
    const second = (await f.tokenOf(a.id, 'slow@example.com'))!;
    expect(second).not.toBe(first);
    expect((await f.guest(second).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
    expect((await f.guest(first).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);

    const events = (await f.owner.get(`/api/agreements/${a.id}/events`)).json() as { collection: { type: string; payload?: Record<string, unknown> }[] };
    expect(events.collection.filter((e) => e.type === 'reminded')).toHaveLength(1);

    // Someone who has signed is not reminded.
    const quick = f.guest((await f.tokenOf(a.id, 'quick@example.com'))!);
    const qid = idOf(a, 'quick@example.com');
    const signed = await quick.post(`/api/agreements/${a.id}/participants/${qid}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const again = await f.owner.post(`/api/agreements/${a.id}/participants/${qid}/remind`);
    expect(again.json()).toEqual({ status_code: 400, api_error_code: 'BAD_REQUEST', message: 'Participant has already acted' });
  });

  it('refuses drafts, unknown participants and other accounts', async () => {
    const draft = await f.draft();
    const added = await f.add(draft.id, { fullname: 'Draft Signer', email: 'draft@example.com', sign_method: 0 });
    const pid = idOf(added, 'draft@example.com');
    expect((await f.owner.post(`/api/agreements/${draft.id}/participants/${pid}/remind`)).json()).toMatchObject({ status_code: 409, api_error_code: 4999 });
    expect((await f.owner.post(`/api/agreements/${draft.id}/participants/999999/remind`)).statusCode).toBe(404);
    await createOtherAccount(f.server.db);
    const stranger = await loginClient(f.server.app, other);
    expectDenied(await stranger.post(`/api/agreements/${draft.id}/participants/${pid}/remind`));
  });
});
