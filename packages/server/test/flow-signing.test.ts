/**
 * Issue #5 flow: draft approval by internal approvers (approve and decline), sign order in blocks
 * with external approvers approving in their turn and invitations sent block by block (4003 out
 * of turn), decline with a reason (state 3, counterpart_decline), cancel (5) and terminate
 * (manual=1), expiry to overdue (2), concurrent signers of one agreement (both succeed; the same
 * participant twice gets 4005), and the content rules 4007 and 4998.
 */
import type { AgreementWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expireAgreements } from '../src/flow/expireAgreements.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { demo } from './helpers/testServer.js';

const f = SigningFixture.perFile();

const sign = (client: { post: (url: string, body?: unknown) => Promise<{ statusCode: number; json(): unknown }> }, a: AgreementWire, pid: number) =>
  client.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 });

describe('draft approval', () => {
  it('needs every internal approver (in block order) before sending; approve and decline', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Demo Approver', email: demo.email, type: 1000, block_index: 1 });
    await f.add(a.id, { fullname: 'Signer', email: 'signer@example.com' });
    const blocked = await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'S' });
    expect(blocked.json()).toMatchObject({ status_code: 409, api_error_code: 4998 });
    const approved = await f.owner.post(`/api/agreements/${a.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const approver = (approved.json() as { agreement: AgreementWire }).agreement.participants.find((p) => p.email === demo.email)!;
    expect(approver.approved_at).not.toBeNull();
    expect((await f.owner.post(`/api/agreements/${a.id}/approve`, {})).json()).toMatchObject({ api_error_code: 4005 });
    expect((await f.publish(a.id)).state).toBe(1);
  });

  it('a declined draft approval blocks sending and records the reason', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Demo Approver', email: demo.email, type: 1000, block_index: 0 });
    await f.add(a.id, { fullname: 'Signer', email: 'signer@example.com' });
    const declined = await f.owner.post(`/api/agreements/${a.id}/decline`, { reason: 'Wrong price' });
    expect(declined.statusCode).toBe(200);
    const wire = (declined.json() as { agreement: AgreementWire }).agreement;
    expect(wire.state).toBe(0);
    expect(wire.participants.find((p) => p.email === demo.email)).toMatchObject({ decline_reason: 'Wrong price' });
    expect((await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'S' })).json()).toMatchObject({ api_error_code: 4998 });
  });

  it('refuses approving for someone who is not an approver (403)', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Signer', email: 'signer@example.com' });
    expect((await f.owner.post(`/api/agreements/${a.id}/approve`, {})).statusCode).toBe(403);
  });
});

describe('sign order', () => {
  it('invites block by block; external approver approves in turn; out of turn is 4003', async () => {
    const a = await f.draft({ signOrder: true });
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com', block_index: 0 });
    await f.add(a.id, { fullname: 'Ed Approver', email: 'ed@example.com', type: 1001, block_index: 1 });
    await f.add(a.id, { fullname: 'Bo', email: 'bo@example.com', block_index: 2 });
    const sent = await f.publish(a.id);
    expect(sent.participants.find((p) => p.email === 'ann@example.com')!.invited_at).not.toBeNull();
    expect(sent.participants.find((p) => p.email === 'bo@example.com')!.invited_at).toBeNull();
    expect(await f.tokenOf(a.id, 'ed@example.com')).toBeUndefined();
    expect(await f.tokenOf(a.id, 'bo@example.com')).toBeUndefined();

    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    expect((await sign(ann, sent, idOf(sent, 'ann@example.com'))).statusCode).toBe(200);
    const ed = f.guest((await f.tokenOf(a.id, 'ed@example.com'))!);
    expect(await f.tokenOf(a.id, 'bo@example.com')).toBeUndefined();
    const afterEd = await ed.post(`/api/agreements/${a.id}/approve`, {});
    expect(afterEd.statusCode).toBe(200);
    const bo = f.guest((await f.tokenOf(a.id, 'bo@example.com'))!);
    const signed = await sign(bo, sent, idOf(sent, 'bo@example.com'));
    expect(signed.statusCode).toBe(200);
    expect((signed.json() as { agreement: AgreementWire }).agreement.state).toBe(4);
  });

  it('refuses a later block signing before its turn with 409 / 4003 (a colleague acting early)', async () => {
    const a = await f.draft({ signOrder: true });
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com', block_index: 0 });
    await f.add(a.id, { fullname: 'Demo', email: demo.email, block_index: 1 });
    const sent = await f.publish(a.id);
    const early = await sign(f.owner, sent, idOf(sent, demo.email));
    expect(early.json()).toMatchObject({ status_code: 409, api_error_code: 4003 });
  });
});

describe('decline, cancel, terminate', () => {
  it('a signatory declines with a reason: state 3, and nobody can sign any more', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    await f.add(a.id, { fullname: 'Bo', email: 'bo@example.com' });
    const sent = await f.publish(a.id);
    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    const declined = await ann.post(`/api/agreements/${a.id}/decline`, { reason: 'Not today' });
    expect(declined.statusCode).toBe(200);
    expect((declined.json() as { agreement: AgreementWire }).agreement).toMatchObject({ state: 3 });
    const bo = f.guest((await f.tokenOf(a.id, 'bo@example.com'))!);
    expect((await sign(bo, sent, idOf(sent, 'bo@example.com'))).json()).toMatchObject({ api_error_code: 4003 });
    const events = await f.server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, a.id));
    expect(events.find((e) => e.type === 'declined')!.payload).toMatchObject({ reason: 'Not today' });
  });

  it('refuses declining when counterpart_decline is off (403)', async () => {
    const a = await f.draft({ counterpart_decline: false });
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    await f.publish(a.id);
    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    expect((await ann.post(`/api/agreements/${a.id}/decline`, { reason: 'x' })).statusCode).toBe(403);
  });

  it('cancel moves pending to 5; terminate (manual=1) ends a signed agreement; a draft cannot be cancelled', async () => {
    const draft = await f.draft();
    expect((await f.owner.post(`/api/agreements/${draft.id}/cancel`, {})).json()).toMatchObject({ status_code: 409, api_error_code: 4999 });
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    await f.publish(a.id);
    const cancelled = await f.owner.post(`/api/agreements/${a.id}/cancel`, { manual: 0 });
    expect(cancelled.json()).toMatchObject({ state: 5 });
    const b = await f.draft();
    await f.add(b.id, { fullname: 'Ann', email: 'ann@example.com' });
    const sent = await f.publish(b.id);
    const ann = f.guest((await f.tokenOf(b.id, 'ann@example.com'))!);
    await sign(ann, sent, idOf(sent, 'ann@example.com'));
    expect((await f.owner.post(`/api/agreements/${b.id}/cancel`, { manual: 0 })).statusCode).toBe(409);
    expect((await f.owner.post(`/api/agreements/${b.id}/cancel`, { manual: 1 })).json()).toMatchObject({ state: 5 });
    const events = await f.server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, b.id));
    expect(events.map((e) => e.type)).toContain('terminated');
    // A guest cannot cancel.
    expect((await ann.post(`/api/agreements/${b.id}/cancel`, {})).statusCode).toBe(403);
  });
});

describe('expiry', () => {
  it('a pending agreement past expire_date (config.expireDateDays) becomes overdue (2)', async () => {
    const a = await f.draft({ expireDateDays: 3 });
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    const sent = await f.publish(a.id);
    expect(sent.expire_date).not.toBeNull();
    const expires = new Date(sent.expire_date!).getTime();
    expect(expires - Date.parse(sent.published_at!)).toBeGreaterThanOrEqual(3 * 86_400_000 - 5_000);
    expect(await expireAgreements(f.server.db, new Date(expires - 1000))).not.toContain(a.id);
    expect(await expireAgreements(f.server.db, new Date(expires + 1000))).toContain(a.id);
    const read = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(read.state).toBe(2);
    // Sweeping again changes nothing.
    expect(await expireAgreements(f.server.db, new Date(expires + 2000))).not.toContain(a.id);
  });
});

describe('signing lock and rules', () => {
  it('two different participants signing at once both succeed; the same participant twice gets 4005', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    await f.add(a.id, { fullname: 'Bo', email: 'bo@example.com' });
    await f.add(a.id, { fullname: 'Cy', email: 'cy@example.com' });
    const sent = await f.publish(a.id);
    const [ann, bo, cy] = await Promise.all(['ann', 'bo', 'cy'].map(async (n) => f.guest((await f.tokenOf(a.id, `${n}@example.com`))!)));
    const [r1, r2] = await Promise.all([sign(ann!, sent, idOf(sent, 'ann@example.com')), sign(bo!, sent, idOf(sent, 'bo@example.com'))]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const twice = await Promise.all([sign(cy!, sent, idOf(sent, 'cy@example.com')), sign(cy!, sent, idOf(sent, 'cy@example.com'))]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twice.map((r) => (r.json() as { api_error_code?: number }).api_error_code)).toContain(4005);
    const final = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(final.state).toBe(4);
    expect(final.participants.every((p) => p.signed_at !== null)).toBe(true);
  });

  it('4007 for an empty required box or data field; 4998 while a box is processing', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com' });
    const sent = await f.publish(a.id);
    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    const pid = idOf(sent, 'ann@example.com');
    const setBoxes = (boxes: unknown[], data: unknown[] = []) => f.server.db.update(schema.agreements).set({ boxes, data }).where(eq(schema.agreements.id, a.id));
    await setBoxes([{ id: 1, type: 12, content: { value: '' }, config: { required: true } }]);
    expect((await sign(ann, sent, pid)).json()).toMatchObject({ status_code: 400, api_error_code: 4007 });
    await setBoxes([{ id: 1, type: 12, content: { value: 'filled' }, config: { required: true } }], [{ key: 'data_field', value: { key: 'po', required: true, value: '' } }]);
    expect((await sign(ann, sent, pid)).json()).toMatchObject({ api_error_code: 4007 });
    // A form input box as PUT saves it: its required checkbox reads the bound data field (§3 rule).
    const consent = (value: unknown) => [{ key: 'data_field', value: { key: 'consent', type: 'checkbox', value } }];
    const formBox = { id: 1, type: 12, content: { inputs: [{ data_field_key: 'consent', type: 'checkbox', required: true }] }, config: { required: true } };
    await setBoxes([formBox], consent(false));
    expect((await sign(ann, sent, pid)).json()).toMatchObject({ api_error_code: 4007 });
    await setBoxes([formBox], consent('0'));
    expect((await sign(ann, sent, pid)).json()).toMatchObject({ api_error_code: 4007 });
    await setBoxes([{ id: 1, type: 3, content: {}, config: { processing: true } }]);
    expect((await sign(ann, sent, pid)).json()).toMatchObject({ status_code: 409, api_error_code: 4998 });
    await setBoxes([formBox, { id: 2, type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'ok' }] }] }, config: { required: true } }], consent(true));
    expect((await sign(ann, sent, pid)).statusCode).toBe(200);
  });

  it('4009 for a sign method other than the participant’s, including eID through the sign call', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Ann', email: 'ann@example.com', sign_method: 2, ssn: '199001011234' });
    const sent = await f.publish(a.id);
    const ann = f.guest((await f.tokenOf(a.id, 'ann@example.com'))!);
    const pid = idOf(sent, 'ann@example.com');
    expect((await ann.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: sent.checksum, sign_method: 0 })).json()).toMatchObject({ api_error_code: 4009 });
    expect((await ann.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: sent.checksum, sign_method: 2 })).json()).toMatchObject({ api_error_code: 4009 });
  });
});
