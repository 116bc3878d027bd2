/**
 * Issue #5 SMS verification (sign method 1) and participant MFA: the code goes through the SMS
 * outbox (GET /api/dev/sms), is 6 digits, single use, stored hashed, expires, and a wrong,
 * spent or expired code gets 4109; MFA hides the content until the code is validated.
 */
import type { AgreementWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema-signing.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

async function smsSigner(phone: string) {
  const a = await f.draft();
  await f.add(a.id, { fullname: 'Sms Signer', email: `${phone.slice(-4)}@example.com`, sign_method: 1, phone_number: phone });
  const sent = await f.publish(a.id);
  const guest = f.guest((await f.tokenOf(a.id, `${phone.slice(-4)}@example.com`))!);
  return { a: sent, guest, pid: idOf(sent, `${phone.slice(-4)}@example.com`) };
}

describe('SMS verification (sign method 1)', () => {
  it('sends a 6-digit code to the phone and signs with it once', async () => {
    const { a, guest, pid } = await smsSigner('+46701110001');
    const requested = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign_code`, { checksum: a.checksum, sign_method_name: 'sms' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ sent: true, phone_number: expect.stringMatching(/001$/) });
    const code = codeIn(await f.lastSms('+46701110001'));
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is stored.
    const rows = await f.server.db.select().from(verificationCodes).where(eq(verificationCodes.participantId, pid));
    expect(rows[0]!.codeHash).not.toContain(code!);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1, sign_code: wrong });
    expect(bad.json()).toMatchObject({ status_code: 400, api_error_code: 4109 });
    const missing = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1 });
    expect(missing.statusCode).toBe(400);
    const ok = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1, sign_code: code });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { agreement: AgreementWire }).agreement.state).toBe(4);
  });

  it('refuses an expired code, a replaced code and a spent code with 4109', async () => {
    const { a, guest, pid } = await smsSigner('+46701110002');
    await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign_code`, { checksum: a.checksum });
    const first = codeIn(await f.lastSms('+46701110002'))!;
    await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign_code`, { checksum: a.checksum });
    const second = codeIn(await f.lastSms('+46701110002'))!;
    if (first !== second) {
      const replaced = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1, sign_code: first });
      expect(replaced.json()).toMatchObject({ api_error_code: 4109 });
    }
    // Expire it by moving its expiry into the past.
    await f.server.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.participantId, pid));
    const expired = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1, sign_code: second });
    expect(expired.json()).toMatchObject({ api_error_code: 4109 });
  });

  it('spends a code after 5 wrong tries', async () => {
    const { a, guest, pid } = await smsSigner('+46701110003');
    await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign_code`, { checksum: a.checksum });
    const code = codeIn(await f.lastSms('+46701110003'))!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1, sign_code: wrong });
    const late = await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 1, sign_code: code });
    expect(late.json()).toMatchObject({ api_error_code: 4109 });
  });

  it('refuses a sign code for a participant whose method is not SMS (4009) and for another participant (403)', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Std', email: 'std@example.com' });
    await f.add(a.id, { fullname: 'Sms', email: 'sms@example.com', sign_method: 1, phone_number: '+46701110004' });
    const sent = await f.publish(a.id);
    const std = f.guest((await f.tokenOf(a.id, 'std@example.com'))!);
    expect((await std.post(`/api/agreements/${a.id}/participants/${idOf(sent, 'std@example.com')}/sign_code`, { checksum: sent.checksum })).json()).toMatchObject({
      api_error_code: 4009,
    });
    expect((await std.post(`/api/agreements/${a.id}/participants/${idOf(sent, 'sms@example.com')}/sign_code`, { checksum: sent.checksum })).statusCode).toBe(403);
  });
});

describe('delivery by SMS', () => {
  it('sends the invitation with the guest link by SMS for delivery_channel sms', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Texted', email: 'texted@example.com', delivery_channel: 'sms', phone_number: '+46701110009' });
    await f.publish(a.id);
    expect(await f.tokenOf(a.id, 'texted@example.com')).toBeUndefined();
    const text = await f.lastSms('+46701110009');
    const token = /\/documents\/\d+\/at\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await f.guest(token!).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
  });
});

describe('participant MFA', () => {
  it('hides the content until the emailed or texted code is validated (4109 when wrong)', async () => {
    const a = await f.draft();
    const withBox = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Secret terms' }] }] } }],
    });
    expect(withBox.statusCode).toBe(200);
    await f.add(a.id, { fullname: 'Mfa Sms', email: 'mfa-sms@example.com', mfa_channel: 'sms', phone_number: '+46701110005' });
    await f.add(a.id, { fullname: 'Mfa Mail', email: 'mfa-mail@example.com', mfa_channel: 'email' });
    const sent = await f.publish(a.id);
    const guest = f.guest((await f.tokenOf(a.id, 'mfa-sms@example.com'))!);
    const pid = idOf(sent, 'mfa-sms@example.com');
    const locked = (await guest.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(locked.boxes).toEqual([]);
    expect(locked.participants.map((p) => p.id)).toEqual([pid]);
    expect(locked.participants[0]).toMatchObject({ mfa_required: true });
    expect((await guest.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: sent.checksum, sign_method: 0 })).statusCode).toBe(403);
    expect((await guest.post(`/api/agreements/${a.id}/participants/${pid}/mfa_code_request`, {})).json()).toMatchObject({ sent: true, channel: 'sms' });
    const code = codeIn(await f.lastSms('+46701110005'))!;
    const wrong = await guest.post(`/api/agreements/${a.id}/participants/${pid}/mfa_code_validate`, { security_code: code === '999999' ? '888888' : '999999' });
    expect(wrong.json()).toMatchObject({ status_code: 400, api_error_code: 4109 });
    const ok = await guest.post(`/api/agreements/${a.id}/participants/${pid}/mfa_code_validate`, { security_code: code });
    expect(ok.statusCode).toBe(200);
    const open = (await guest.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(open.boxes).toHaveLength(1);
    expect(open.participants).toHaveLength(2);

    const mail = f.guest((await f.tokenOf(a.id, 'mfa-mail@example.com'))!);
    const mailPid = idOf(sent, 'mfa-mail@example.com');
    expect((await mail.post(`/api/agreements/${a.id}/participants/${mailPid}/mfa_code_request`, {})).json()).toMatchObject({ channel: 'email' });
    const outbox = (await f.owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
    const mailCode = codeIn(outbox.collection.find((m) => m.to === 'mfa-mail@example.com' && /security code/.test(m.text))?.text)!;
    expect((await mail.post(`/api/agreements/${a.id}/participants/${mailPid}/mfa_code_validate`, { security_code: mailCode })).statusCode).toBe(200);
  });
});
