/**
 * Guests fill form inputs (§3 Box type 12, §5 required inputs, §7 PUT /agreements/{id} with a
 * guest token): a filled required input makes the contract signable; anything but input values
 * is refused with 403/99; stale checksums get 4002; after signing 4003; the token is scoped to
 * its agreement; the owner's save is unaffected.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const fx = SigningFixture.perFile({});

const field = (key: string, name: string, type: string, value: unknown, required = false) => ({ key: 'data_field', value: { key, name, type, value, required } });

/** A published agreement with a form box (required text input + checkbox) and a non-input field; the guest's token and id. */
async function publishedWithForm(email: string, extra: { data: unknown[]; boxes: unknown[] } = { data: [], boxes: [] }) {
  const a = await fx.draft();
  const data = [field('reg_no', 'Company registration number', 'text', null, true), field('agree', 'Newsletter', 'checkbox', false), field('price', 'Price', 'number', 100), ...extra.data];
  const boxes = [
    { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Terms' }] }] } },
    { type: 12, content: { inputs: [{ data_field_key: 'reg_no', type: 'text', label: 'Company registration number', required: true }, { data_field_key: 'agree', type: 'checkbox', label: 'Newsletter' }] } },
    ...extra.boxes,
  ];
  const saved = await fx.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes, data });
  expect(saved.statusCode, saved.body).toBe(200);
  await fx.add(a.id, { fullname: 'Gina Guest', email });
  const published = await fx.publish(a.id);
  const token = (await fx.tokenOf(a.id, email))!;
  return { agreement: published, token, pid: idOf(published, email), guest: fx.guest(token) };
}

const withValue = (data: unknown[], key: string, value: unknown) =>
  data.map((item) => {
    const i = item as { key: string; value: { key: string } };
    return i.key === 'data_field' && i.value.key === key ? { ...i, value: { ...i.value, value } } : item;
  });
const valueOf = (a: AgreementWire, key: string) => (a.data as { value: { key: string; value: unknown } }[]).find((d) => d.value.key === key)?.value.value;

describe('PUT /api/agreements/:id with a guest token', () => {
  it('without filling the required input, signing gets 4007; after filling it, signing succeeds', async () => {
    const { agreement, token, pid } = await publishedWithForm('fill@example.com');
    const guestPut = (body: unknown) => fx.server.app.inject({ method: 'PUT', url: `/api/agreements/${agreement.id}`, headers: { 'x-flow-access-token': token }, payload: body as object });
    const guest = fx.guest(token);
    const blocked = await guest.post(`/api/agreements/${agreement.id}/participants/${pid}/sign`, { checksum: agreement.checksum, sign_method: 0 });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ api_error_code: 4007, message: 'Please fill in all required fields' });

    const filled = await guestPut({ checksum: agreement.checksum, data: withValue(withValue(agreement.data, 'reg_no', 'HRB 12345'), 'agree', true) });
    expect(filled.statusCode, filled.body).toBe(200);
    const after = filled.json() as AgreementWire;
    expect(after.checksum).not.toBe(agreement.checksum);
    expect(after.current_participant_id).toBe(pid);
    expect(valueOf(after, 'reg_no')).toBe('HRB 12345');
    expect(valueOf(after, 'agree')).toBe(true);

    const signed = await guest.post(`/api/agreements/${agreement.id}/participants/${pid}/sign`, { checksum: after.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const owned = (await fx.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire;
    expect(valueOf(owned, 'reg_no')).toBe('HRB 12345');
    expect(owned.state).toBe(4);

    // Once signed: 4003, nothing changes.
    const late = await guestPut({ checksum: owned.checksum, data: withValue(owned.data, 'reg_no', 'other') });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ api_error_code: 4003 });
    expect(valueOf((await fx.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire, 'reg_no')).toBe('HRB 12345');
  });

  it('refuses changes besides input values with 403/99 and saves nothing', async () => {
    const { agreement, token } = await publishedWithForm('sneaky@example.com');
    const put = (body: unknown) => fx.server.app.inject({ method: 'PUT', url: `/api/agreements/${agreement.id}`, headers: { 'x-flow-access-token': token }, payload: body as object });
    const renamed = agreement.data.map((d, i) => (i === 0 ? { ...(d as object), value: { ...(d as { value: object }).value, name: 'Other', value: 'x' } } : d));
    for (const data of [
      withValue(withValue(agreement.data, 'reg_no', 'HRB 1'), 'price', 1), // a field no input is bound to
      [...withValue(agreement.data, 'reg_no', 'HRB 1'), field('new', 'New', 'text', 'x')], // a new item
      agreement.data.slice(1), // a removed item
      renamed, // a name
    ]) {
      const response = await put({ checksum: agreement.checksum, data });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ api_error_code: 99 });
    }
    const extraKey = await put({ checksum: agreement.checksum, data: agreement.data, name: 'Mine now' });
    expect(extraKey.statusCode).toBe(403);
    expect(extraKey.json()).toMatchObject({ api_error_code: 99, message: 'A guest may only send checksum and data; not allowed: name' });
    const now = (await fx.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire;
    expect(now.checksum).toBe(agreement.checksum);
    expect(now.data).toEqual(agreement.data);
    expect(now.name).toBe(agreement.name);
  });

  it('takes inputs of a section the sent values reveal, never of one hidden either way', async () => {
    const { agreement, token } = await publishedWithForm('hidden@example.com', {
      data: [field('topics', 'Topics', 'text', null), field('secret', 'Secret', 'text', null)],
      boxes: [
        { type: 12, content: { inputs: [{ data_field_key: 'topics', type: 'text' }] }, config: { visibility: { rule: { field: 'agree', operator: 'is_checked' } } } },
        { type: 12, content: { inputs: [{ data_field_key: 'secret', type: 'text' }] }, config: { visibility: { rule: { field: 'price', operator: 'equals', value: '5' } } } },
      ],
    });
    const put = (body: unknown) => fx.server.app.inject({ method: 'PUT', url: `/api/agreements/${agreement.id}`, headers: { 'x-flow-access-token': token }, payload: body as object });
    const secret = await put({ checksum: agreement.checksum, data: withValue(agreement.data, 'secret', 'x') });
    expect(secret.statusCode).toBe(403);
    const hiddenStill = await put({ checksum: agreement.checksum, data: withValue(agreement.data, 'topics', 'boats') });
    expect(hiddenStill.statusCode).toBe(403);
    const revealed = await put({ checksum: agreement.checksum, data: withValue(withValue(agreement.data, 'agree', true), 'topics', 'boats') });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(valueOf(revealed.json() as AgreementWire, 'topics')).toBe('boats');
  });

  it('validates values by input type with 400', async () => {
    const { agreement, token } = await publishedWithForm('types@example.com');
    const put = (body: unknown) => fx.server.app.inject({ method: 'PUT', url: `/api/agreements/${agreement.id}`, headers: { 'x-flow-access-token': token }, payload: body as object });
    for (const [key, value] of [['agree', 'yes'], ['agree', 2], ['reg_no', 'x'.repeat(10_001)], ['reg_no', 5]] as const) {
      const response = await put({ checksum: agreement.checksum, data: withValue(agreement.data, key, value) });
      expect(response.statusCode, `${key}=${String(value).slice(0, 10)}`).toBe(400);
    }
    const ok = await put({ checksum: agreement.checksum, data: withValue(agreement.data, 'agree', 1) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('gets 4002 with a stale checksum and changes nothing', async () => {
    const { agreement, token } = await publishedWithForm('stale@example.com');
    const put = (body: unknown) => fx.server.app.inject({ method: 'PUT', url: `/api/agreements/${agreement.id}`, headers: { 'x-flow-access-token': token }, payload: body as object });
    const first = await put({ checksum: agreement.checksum, data: withValue(agreement.data, 'reg_no', 'A-1') });
    expect(first.statusCode).toBe(200);
    const stale = await put({ checksum: agreement.checksum, data: withValue(agreement.data, 'reg_no', 'B-2') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ api_error_code: 4002 });
    expect(valueOf((await fx.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire, 'reg_no')).toBe('A-1');
  });

  it("refuses another agreement's guest token with 403, and leaves the owner's save as it was", async () => {
    const one = await publishedWithForm('one@example.com');
    const two = await publishedWithForm('two@example.com');
    const cross = await fx.server.app.inject({
      method: 'PUT',
      url: `/api/agreements/${two.agreement.id}`,
      headers: { 'x-flow-access-token': one.token },
      payload: { checksum: two.agreement.checksum, data: withValue(two.agreement.data, 'reg_no', 'X') },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ api_error_code: 99 });

    // The owner still saves drafts through the same route (and a published one stays locked).
    const draft = await fx.draft();
    const renamed = await fx.owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as AgreementWire).name).toBe('Renamed');
    const locked = await fx.owner.put(`/api/agreements/${one.agreement.id}`, { checksum: one.agreement.checksum, name: 'Nope' });
    expect(locked.statusCode).toBe(409);
  });
});
