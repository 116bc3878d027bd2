/**
 * The guest signing page's header card and typed signature on the server: a guest's view of an
 * agreement names its sender (the account holder, the company, no logo yet) and the owner's view
 * does not; a handwritten signature says how it was made (`drawn` or `typed`), kept in the
 * signed event, and any other type is a 400 that changes nothing.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();
// A 1×1 PNG, as the typed signature's canvas would send (any PNG data URL will do).
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the guest view', () => {
  it('names the sender to a guest (name, email, company, no logo or brand colour) and not in the owner view', async () => {
    const me = (await f.owner.get('/api/positions/me')).json() as { fullname: string; email: string; account: { name: string } };
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Ada Lovelace', email: 'ada.sender@example.com' });
    await f.publish(draft.id);
    const ada = f.guest((await f.tokenOf(draft.id, 'ada.sender@example.com'))!);
    const guestView = (await ada.get(`/api/agreements/${draft.id}`)).json() as AgreementWire;
    expect(guestView.sender).toEqual({ name: me.fullname, email: me.email, company_name: me.account.name, logo_url: null, brand_color: null });
    const ownerView = (await f.owner.get(`/api/agreements/${draft.id}`)).json() as AgreementWire;
    expect(ownerView.sender).toBeUndefined();
  });
});

describe('a typed handwritten signature', () => {
  it('signs with handwritten_signature_type typed, recorded in the signed event; an unknown type is a 400', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Tia Typist', email: 'tia@example.com', sign_method: 10 });
    const published = await f.publish(draft.id);
    const tia = f.guest((await f.tokenOf(draft.id, 'tia@example.com'))!);
    const url = `/api/agreements/${draft.id}/participants/${idOf(published, 'tia@example.com')}/sign`;

    const bad = await tia.post(url, { checksum: published.checksum, sign_method: 10, handwritten_signature: png, handwritten_signature_type: 'stamped' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(((await tia.get(`/api/agreements/${draft.id}`)).json() as AgreementWire).participants.find((p) => p.email === 'tia@example.com')!.signed_at).toBeNull();

    const signed = await tia.post(url, { checksum: published.checksum, sign_method: 10, handwritten_signature: png, handwritten_signature_type: 'typed' });
    expect(signed.statusCode, signed.body).toBe(200);
    const events = (await f.owner.get(`/api/agreements/${draft.id}/events`)).json() as unknown;
    expect(JSON.stringify(events)).toContain('"handwritten_signature_type":"typed"');
  });
});
