/**
 * Participant MFA (§7 mfa_code_request / mfa_code_validate) guards every guest call: while the
 * participant's security code is not validated, a guest token only reads the locked agreement and
 * asks for or validates the code; every other call is refused with 403/99, nothing changes, and
 * after validation the same calls succeed.
 */
import type { AgreementWire } from '@inkflow/core';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementEvents } from '../src/db/schema.js';
import { messages } from '../src/db/schema-messages.js';
import { assets } from '../src/db/schema-assets.js';
import { multipartBody } from './helpers/uploadFile.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { downloadSealedPdf } from './helpers/waitForSeal.js';
import { pngDataUrl } from './helpers/testServer.js';

const f = SigningFixture.perFile();

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
const securityCodeNeeded = { status_code: 403, api_error_code: 99, message: 'Enter the security code sent to you first' };

/** A guest client with the token in the header (SigningFixture.guest). */
const guestClient = (token: string) => f.guest(token);

/** Requests the emailed security code and validates it, expecting 200. */
async function passMfa(guest: ReturnType<typeof guestClient>, agreementId: number, pid: number, email: string): Promise<void> {
  expect((await guest.post(`/api/agreements/${agreementId}/participants/${pid}/mfa_code_request`, {})).statusCode).toBe(200);
  const outbox = (await f.owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
  const code = codeIn(outbox.collection.find((m) => m.to === email && /security code/.test(m.text))?.text);
  const ok = await guest.post(`/api/agreements/${agreementId}/participants/${pid}/mfa_code_validate`, { security_code: code });
  expect(ok.statusCode, ok.body).toBe(200);
}

const expectCodeNeeded = (response: LightMyRequestResponse, call: string) => {
  const json = response.headers['content-type']?.toString().startsWith('application/json');
  expect({ call, status: response.statusCode, body: json ? (response.json() as unknown) : response.body.slice(0, 40) }).toEqual({ call, status: 403, body: securityCodeNeeded });
};

const field = (key: string, value: unknown) => ({ key: 'data_field', value: { key, name: key, type: 'text', value, required: true } });

describe('participant security code', () => {
  it('refuses every guest call on a pending agreement with 403/99 until the code is validated, then lets each through', async () => {
    const draft = await f.draft();
    const saved = await f.owner.put(`/api/agreements/${draft.id}`, {
      checksum: draft.checksum,
      data: [field('reg_no', null)],
      boxes: [
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Secret terms' }] }] } },
        { type: 12, content: { inputs: [{ data_field_key: 'reg_no', type: 'text', label: 'Registration number', required: true }] } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await f.add(draft.id, { fullname: 'Mia Mfa', email: 'mia@example.com', mfa_channel: 'email' });
    await f.add(draft.id, { fullname: 'Sid Sms', email: 'sid@example.com', mfa_channel: 'email', sign_method: 1, phone_number: '+46701119001' });
    const a = await f.publish(draft.id);
    const ownerAsset = multipartBody({ asset_type: 'attachment' }, { name: 'terms.png', bytes: png });
    const uploaded = await f.owner.request('POST', `/api/agreements/${a.id}/assets/`, { body: ownerAsset.body, headers: ownerAsset.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const assetId = (uploaded.json() as { id: number }).id;

    const mia = guestClient((await f.tokenOf(a.id, 'mia@example.com'))!);
    const sid = guestClient((await f.tokenOf(a.id, 'sid@example.com'))!);
    const miaId = idOf(a, 'mia@example.com');
    const sidId = idOf(a, 'sid@example.com');
    const filled = { checksum: a.checksum, data: [field('reg_no', 'HRB 1')] };
    const eventsBefore = await f.server.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, a.id));

    // The locked agreement stays readable: it says a code is needed and shows no content.
    const locked = (await mia.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(locked.boxes).toEqual([]);
    expect(locked.participants).toMatchObject([{ id: miaId, mfa_required: true }]);

    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Hello' }), 'chat message');
    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/messages/`, { type: 4, body: 'Change the date' }), 'suggestion');
    expectCodeNeeded(await mia.upload(`/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'attachment' }, { field: 'qqfile', name: 'passport.png', bytes: png }), 'upload');
    expectCodeNeeded(await mia.get(`/api/assets/${assetId}`), 'asset download');
    expectCodeNeeded(await mia.put(`/api/agreements/${a.id}`, filled), 'form fill');
    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/participants/${miaId}/sign`, { checksum: a.checksum, sign_method: 0 }), 'sign');
    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/sign`, { checksum: a.checksum, sign_method: 0 }), 'sign as caller');
    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/participants/${miaId}/eid/start`, { checksum: a.checksum }), 'eid start');
    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/approve`, {}), 'approve');
    expectCodeNeeded(await sid.post(`/api/agreements/${a.id}/participants/${sidId}/sign_code`, { checksum: a.checksum, sign_method_name: 'sms' }), 'sign code');
    expectCodeNeeded(await sid.post(`/api/agreements/${a.id}/decline`, { reason: 'No' }), 'decline');
    expectCodeNeeded(await mia.post(`/api/agreements/${a.id}/participants/${miaId}/send_concluded_copy`, {}), 'concluded copy');
    expectCodeNeeded(await mia.get(`/api/agreements/${a.id}/sealed_pdf`), 'sealed PDF');

    // Nothing changed.
    expect(await f.server.db.select().from(messages).where(eq(messages.agreementId, a.id))).toEqual([]);
    expect(await f.server.db.select().from(assets).where(eq(assets.agreementId, a.id))).toHaveLength(1);
    expect(await f.server.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, a.id))).toHaveLength(eventsBefore.length);
    expect(((await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire).checksum).toBe(a.checksum);

    await passMfa(mia, a.id, miaId, 'mia@example.com');
    await passMfa(sid, a.id, sidId, 'sid@example.com');

    const chat = await mia.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Hello' });
    expect(chat.statusCode, chat.body).toBe(201);
    const comment = await mia.post(`/api/agreements/${a.id}/messages/`, { type: 3, body: 'A note', comment_scope: { box_id: a.boxes[0]!.id } });
    expect(comment.statusCode, comment.body).toBe(201);
    const resolved = await mia.put(`/api/agreements/${a.id}/messages/${(comment.json() as { id: number }).id}`, { config: { status: 'resolved' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await mia.upload(`/api/agreements/${a.id}/assets/?_source=form`, { asset_type: 'attachment' }, { field: 'qqfile', name: 'passport.png', bytes: png })).statusCode).toBe(201);
    expect((await mia.get(`/api/assets/${assetId}`)).statusCode).toBe(200);
    const put = await mia.put(`/api/agreements/${a.id}`, filled);
    expect(put.statusCode, put.body).toBe(200);
    const signed = await mia.post(`/api/agreements/${a.id}/participants/${miaId}/sign`, { checksum: (put.json() as AgreementWire).checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const current = (await sid.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    const code = await sid.post(`/api/agreements/${a.id}/participants/${sidId}/sign_code`, { checksum: current.checksum, sign_method_name: 'sms' });
    expect(code.statusCode, code.body).toBe(200);
    const declined = await sid.post(`/api/agreements/${a.id}/decline`, { reason: 'No' });
    expect(declined.statusCode, declined.body).toBe(200);
  });

  it('refuses the sealed PDF and the concluded copy to a viewer until the code is validated', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Sam Signer', email: 'sam.mfa@example.com' });
    await f.add(draft.id, { fullname: 'Vera Viewer', email: 'vera@example.com', type: 3, mfa_channel: 'email' });
    const a = await f.publish(draft.id);
    const sam = guestClient((await f.tokenOf(a.id, 'sam.mfa@example.com'))!);
    const signed = await sam.post(`/api/agreements/${a.id}/participants/${idOf(a, 'sam.mfa@example.com')}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    // The seal job has sealed it: the owner downloads it, the viewer still may not.
    await downloadSealedPdf(f.server.db, f.owner, a.id);

    const vera = guestClient((await f.tokenOf(a.id, 'vera@example.com'))!);
    const veraId = idOf(a, 'vera@example.com');
    expectCodeNeeded(await vera.get(`/api/agreements/${a.id}/sealed_pdf`), 'sealed PDF');
    expectCodeNeeded(await vera.post(`/api/agreements/${a.id}/participants/${veraId}/send_concluded_copy`, {}), 'concluded copy');

    await passMfa(vera, a.id, veraId, 'vera@example.com');
    const pdf = await vera.get(`/api/agreements/${a.id}/sealed_pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const copy = await vera.post(`/api/agreements/${a.id}/participants/${veraId}/send_concluded_copy`, {});
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toEqual({ to: 'vera@example.com' });
  });
});
