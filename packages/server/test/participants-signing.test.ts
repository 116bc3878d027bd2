/**
 * Issue #5 participants and parties: the §3 payload fields, approver roles (1000 / 1001 and the
 * spec message without a signing order), 4101 on email or phone, parties with PUT/POST and
 * disable, individual and company parties, the address book, and the participant list rules
 * (4110, 4054) at publish.
 */
import type { AgreementWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { addressBook } from '../src/db/schema-signing.js';
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

describe('participant payload', () => {
  it('stores every §3 field that matters and shows them to the owner', async () => {
    const a = await f.draft();
    const wire = await f.add(a.id, {
      fullname: 'Ada Lovelace',
      email: 'ada@example.com',
      title: 'CEO',
      phone_number: '+46 70-123 45 67',
      ssn: '19121210-1212',
      delivery_channel: 'sms',
      mfa_channel: 'email',
      company_name: 'Analytical AB',
      company_orgnr: '556000-0000',
      company_country: 'se',
      individual: false,
      delegate: true,
      former: false,
      sign_method: 2,
      save_to_address_book: true,
      agreement: a.id,
      invite: true,
    });
    const ada = wire.participants[0]!;
    expect(ada).toMatchObject({
      title: 'CEO',
      phone_number: '+46701234567',
      ssn: '191212101212',
      delivery_channel: 'sms',
      mfa_channel: 'email',
      company_name: 'Analytical AB',
      individual: false,
      delegate: true,
      former: false,
      sign_method: 2,
      role: 1,
      roles: [],
    });
    expect(wire.parties.find((p) => p.id === ada.party_id)).toMatchObject({ name: 'Analytical AB', orgnr: '556000-0000', country: 'SE', individual: false });
    const saved = await f.server.db.select().from(addressBook);
    expect(saved).toEqual([expect.objectContaining({ email: 'ada@example.com', phoneNumber: '+46701234567', companyName: 'Analytical AB', companyCountry: 'SE' })]);
  });

  it('refuses an eID method without ssn, SMS verification without phone, and bad phones with 400, adding nothing', async () => {
    const a = await f.draft();
    for (const body of [
      { fullname: 'X', email: 'x@example.com', sign_method: 4 },
      { fullname: 'X', email: 'x@example.com', sign_method: 1 },
      { fullname: 'X', email: 'x@example.com', mfa_channel: 'sms' },
      { fullname: 'X', email: 'x@example.com', phone_number: 'abc' },
      { fullname: 'X', email: 'x@example.com', individual: false },
      { fullname: 'X', email: 'x@example.com', type: 7 },
    ]) {
      const response = await f.owner.post(`/api/agreements/${a.id}/participants/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    }
    expect(((await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire).participants).toEqual([]);
  });

  it('refuses a duplicate phone number with 409 / 4101', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com', phone_number: '+4670111222' });
    const clash = await f.owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Bo', email: 'bo@example.com', phone_number: '+46 70 111 222' });
    expect(clash.json()).toMatchObject({ status_code: 409, api_error_code: 4101 });
  });

  it('makes internal (1000) and external (1001) approvers, the latter only with a signing order', async () => {
    const a = await f.draft();
    const internal = await f.add(a.id, { fullname: 'Ivy Internal', email: 'ivy@example.com', type: 1000, block_index: 0 });
    expect(internal.participants[0]).toMatchObject({ type: 2, role: 1000, roles: [{ role: 'DRAFT_APPROVER', block_index: 0 }] });
    const refused = await f.owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ed External', email: 'ed@example.com', type: 1001 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Signing order is required for approvers. Enable signing order in additional options.');
    const ordered = await f.draft({ signOrder: true });
    const external = await f.add(ordered.id, { fullname: 'Ed External', email: 'ed@example.com', type: 0, roles: [{ role: 'PENDING_STATE_APPROVER', block_index: 1 }] });
    expect(external.participants[0]).toMatchObject({ type: 0, role: 1001, block_index: 1 });
    expect(external.participants[0]!.roles).toContainEqual({ role: 'PENDING_STATE_APPROVER', block_index: 1 });
    // With a signing order, roles show the pending-state role of §4.
    const signer = await f.add(ordered.id, { fullname: 'Sam', email: 'sam@example.com', block_index: 2 });
    expect(signer.participants.find((p) => p.email === 'sam@example.com')!.roles).toEqual([{ role: 'PENDING_STATE_SIGNATORY', block_index: 2 }]);
    // A mismatched role/type pair is bad input.
    const mismatch = await f.owner.post(`/api/agreements/${ordered.id}/participants/`, { fullname: 'Z', email: 'z@example.com', type: 1, roles: [{ role: 'DRAFT_APPROVER' }] });
    expect(mismatch.statusCode).toBe(400);
  });

  it('hides internal approvers and organizers, ssn and others’ phones from guests', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ivy', email: 'ivy2@example.com', type: 1000, block_index: 0 });
    await f.add(a.id, { fullname: 'Sig', email: 'sig@example.com', phone_number: '+4670999888', ssn: '191212121212', sign_method: 2 });
    await f.add(a.id, { fullname: 'Other', email: 'other@example.com', phone_number: '+4670999777' });
    const ivy = idOf((await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire, 'ivy2@example.com');
    // Ivy approves through her session (the demo user is not Ivy): make Ivy the owner's email instead.
    await f.owner.put(`/api/agreements/${a.id}/participants/${ivy}`, { email: 'demo@inkflow.test' });
    expect((await f.owner.post(`/api/agreements/${a.id}/approve`, {})).statusCode).toBe(200);
    await f.publish(a.id);
    const guest = f.guest((await f.tokenOf(a.id, 'sig@example.com'))!);
    const seen = (await guest.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(seen.participants.map((p) => p.email).sort()).toEqual(['other@example.com', 'sig@example.com']);
    expect(seen.participants.find((p) => p.email === 'sig@example.com')).toMatchObject({ phone_number: '+4670999888' });
    expect(seen.participants.find((p) => p.email === 'sig@example.com')).not.toHaveProperty('ssn');
    expect(seen.participants.find((p) => p.email === 'other@example.com')).toMatchObject({ phone_number: null });
  });
});

describe('parties', () => {
  it('creates, updates (PUT and POST) and disables a party; company participants follow a rename', async () => {
    const a = await f.draft();
    const created = await f.owner.post(`/api/agreements/${a.id}/parties/`, { name: 'Acme', country: 'no', orgnr: '123' });
    expect(created.statusCode).toBe(201);
    const acme = (created.json() as AgreementWire).parties.find((p) => p.name === 'Acme')!;
    expect(acme).toMatchObject({ country: 'NO', orgnr: '123', individual: false });
    const withBob = await f.add(a.id, { fullname: 'Bob', email: 'bob@acme.test', company_name: 'Acme' });
    expect(withBob.participants[0]!.party_id).toBe(acme.id);
    const put = await f.owner.put(`/api/agreements/${a.id}/parties/${acme.id}`, { name: 'Acme Group', orgnr: '999' });
    expect(put.statusCode).toBe(200);
    expect((put.json() as AgreementWire).participants[0]).toMatchObject({ company_name: 'Acme Group' });
    const post = await f.owner.post(`/api/agreements/${a.id}/parties/${acme.id}`, { name: 'Acme Holding', country: 'SE' });
    expect((post.json() as AgreementWire).parties.find((p) => p.id === acme.id)).toMatchObject({ name: 'Acme Holding', country: 'SE', orgnr: '999' });
    expect((await f.owner.put(`/api/agreements/${a.id}/parties/${acme.id}`, { name: '' })).statusCode).toBe(400);
    const disabled = (await f.owner.post(`/api/agreements/${a.id}/parties/${acme.id}/disable`)).json() as AgreementWire;
    expect(disabled.parties.find((p) => p.id === acme.id)).toBeUndefined();
    expect(disabled.participants[0]!.enabled).toBe(false);
    expect((await f.owner.post(`/api/agreements/${a.id}/parties/${acme.id}/disable`)).statusCode).toBe(404);
  });

  it('gives an individual their own party', async () => {
    const a = await f.draft();
    const wire = await f.add(a.id, { fullname: 'Solo', email: 'solo@example.com' });
    expect(wire.parties).toEqual([expect.objectContaining({ name: 'Solo', individual: true })]);
  });
});

describe('participant list rules at publish', () => {
  it('4110 without a signatory, 4054 for a signing order with one participant', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Vic', email: 'vic@example.com', type: 3 });
    const none = await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'S' });
    expect(none.json()).toMatchObject({ status_code: 400, api_error_code: 4110 });
    const ordered = await f.draft({ signOrder: true });
    await f.add(ordered.id, { fullname: 'Only', email: 'only@example.com' });
    const one = await f.owner.post(`/api/agreements/${ordered.id}/publish`, { subject: 'S' });
    expect(one.json()).toMatchObject({ status_code: 400, api_error_code: 4054 });
    const stored = await f.server.db.select().from(schema.agreements);
    expect(stored.find((r) => r.id === ordered.id)!.state).toBe(0);
  });

  it('4110 when the signing order was turned off under an external approver', async () => {
    const a = await f.draft({ signOrder: true });
    await f.add(a.id, { fullname: 'Ed', email: 'ed@example.com', type: 1001, block_index: 0 });
    const withSam = await f.add(a.id, { fullname: 'Sam', email: 'sam@example.com', block_index: 1 });
    await f.owner.put(`/api/agreements/${a.id}`, { checksum: withSam.checksum, config: { signOrder: false } });
    const response = await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'S' });
    expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 4110 });
  });
});
