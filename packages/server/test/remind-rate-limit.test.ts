/**
 * Reminders are limited per participant (3 an hour): the fourth within the hour answers 429 with
 * a clear message and a Retry-After header, and sends nothing. Refused calls by people who may
 * not remind do not use up the participant's allowance.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@inkflow/server';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { loginClient } from './helpers/testServer.js';

const f = SigningFixture.perFile();

const emailsTo = async (to: string) => (await f.server.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, to))).length;

describe('reminder rate limit', () => {
  it('answers 429 with Retry-After for the fourth reminder of a participant within the hour and sends no fourth email', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Often Reminded', email: 'often@example.com', sign_method: 0 });
    await f.add(draft.id, { fullname: 'Other Signer', email: 'other.signer@example.com', sign_method: 0 });
    const a = await f.publish(draft.id);
    const pid = idOf(a, 'often@example.com');
    const invitations = await emailsTo('often@example.com');

    for (let i = 0; i < 3; i++) {
      const reminded = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
      expect(reminded.statusCode, reminded.body).toBe(200);
    }
    expect(await emailsTo('often@example.com')).toBe(invitations + 3);

    const fourth = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS' });
    expect(fourth.json().message).toMatch(/^Too many reminders for this participant, try again in \d+ minutes?$/);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await emailsTo('often@example.com')).toBe(invitations + 3);

    // The limit is per participant: another participant of the same agreement can still be reminded.
    const otherReminded = await f.owner.post(`/api/agreements/${a.id}/participants/${idOf(a, 'other.signer@example.com')}/remind`);
    expect(otherReminded.statusCode, otherReminded.body).toBe(200);
  });

  it('does not count calls refused for lack of permission', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Guarded Signer', email: 'guarded@example.com', sign_method: 0 });
    const a = await f.publish(draft.id);
    const pid = idOf(a, 'guarded@example.com');
    await createOtherAccount(f.server.db);
    const stranger = await loginClient(f.server.app, other);
    for (let i = 0; i < 4; i++) expect((await stranger.post(`/api/agreements/${a.id}/participants/${pid}/remind`)).statusCode).toBe(403);
    const reminded = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
  });
});
