/**
 * Issue #5: SMS sign-code requests are limited per participant (5 per 10 minutes, 429 JSON);
 * the limit frees up as earlier codes age out of the window.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema-signing.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

describe('sign-code rate limit', () => {
  it('answers 429 after 5 codes in 10 minutes, sends nothing more, and frees up later', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Sms Limit', email: 'limit@example.com', sign_method: 1, phone_number: '+46701119999' });
    const a = await f.publish(draft.id);
    const guest = f.guest((await f.tokenOf(a.id, 'limit@example.com'))!);
    const pid = idOf(a, 'limit@example.com');
    const request = () => guest.post(`/api/agreements/${a.id}/participants/${pid}/sign_code`, { checksum: a.checksum });
    for (let i = 0; i < 5; i++) expect((await request()).statusCode).toBe(200);
    const lastAllowed = await f.lastSms('+46701119999');

    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS', message: 'Too many code requests, try again in 10 minutes' });
    expect(await f.lastSms('+46701119999')).toBe(lastAllowed);
    expect(await f.server.db.select().from(verificationCodes).where(eq(verificationCodes.participantId, pid))).toHaveLength(5);

    // The window moves on: codes issued more than 10 minutes ago no longer count.
    await f.server.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.participantId, pid));
    expect((await request()).statusCode).toBe(200);
  });
});
