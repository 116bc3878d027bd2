/**
 * Who saved the current version (agreements.updated_by_name, `updated_by` of the owner's answer):
 * the editor's stale-save dialog names them. Every saved version records the display name at save
 * time: the position's for the owner's saves and actions, the participant's for a guest's form fill
 * and signature; the expiry sweep records nobody. Guests never see it.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, positions } from '../src/db/schema.js';
import { expireAgreements } from '../src/flow/expireAgreements.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const fx = SigningFixture.perFile({});

const field = (key: string, value: unknown) => ({ key: 'data_field', value: { key, name: 'Registration number', type: 'text', value, required: true } });
const formBoxes = [{ type: 12, content: { inputs: [{ data_field_key: 'reg_no', type: 'text', label: 'Registration number', required: true }] } }];

type OwnerAnswer = AgreementWire & { updated_by?: string | null };

async function ownerView(id: number): Promise<OwnerAnswer> {
  const response = await fx.owner.get(`/api/agreements/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OwnerAnswer;
}

async function myName(): Promise<string> {
  return ((await fx.owner.get('/api/positions/me')).json() as PositionWire).fullname;
}

describe('updated_by: who saved the current version', () => {
  it("the owner's PUT records the owner's name as it is at save time", async () => {
    const me = await myName();
    const draft = (await fx.owner.post('/api/agreements/', { collection_id: fx.workspaceId, name: 'Who saved' })).json() as OwnerAnswer;
    expect(draft.updated_by).toBe(me);

    // Another name on the row (a version saved before): the PUT replaces it with the saver's.
    await fx.server.db.update(agreements).set({ updatedByName: 'Somebody Earlier' }).where(eq(agreements.id, draft.id));
    expect((await ownerView(draft.id)).updated_by).toBe('Somebody Earlier');
    const renamed = await fx.owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, name: 'Who saved, renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as OwnerAnswer).updated_by).toBe(me);

    // The display name at save time: a position renamed since saves under the new name.
    const [position] = await fx.server.db.select({ id: positions.id, fullname: positions.fullname }).from(positions).where(eq(positions.fullname, me)).limit(1);
    await fx.server.db.update(positions).set({ fullname: 'Dana Renamed' }).where(eq(positions.id, position!.id));
    try {
      const current = await ownerView(draft.id);
      const saved = await fx.owner.put(`/api/agreements/${draft.id}`, { checksum: current.checksum, subject: 'Please sign' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as OwnerAnswer).updated_by).toBe('Dana Renamed');
      // Earlier versions keep nobody else's name: the stored row is the one the answer showed.
      expect((await ownerView(draft.id)).updated_by).toBe('Dana Renamed');
    } finally {
      await fx.server.db.update(positions).set({ fullname: position!.fullname }).where(eq(positions.id, position!.id));
    }
  });

  it("a guest's form fill records the participant's name, a guest never sees updated_by, and the owner's next action records the owner again", async () => {
    const me = await myName();
    const draft = await fx.draft();
    const put = await fx.owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, boxes: formBoxes, data: [field('reg_no', null)] });
    expect(put.statusCode, put.body).toBe(200);
    await fx.add(draft.id, { fullname: 'Gina Guest', email: 'gina.updated-by@example.com' });
    const published = await fx.publish(draft.id);
    expect((published as OwnerAnswer).updated_by).toBe(me);
    const token = (await fx.tokenOf(draft.id, 'gina.updated-by@example.com'))!;
    const guest = fx.guest(token);

    const guestView = (await guest.get(`/api/agreements/${draft.id}`)).json() as Record<string, unknown>;
    expect(guestView).not.toHaveProperty('updated_by');

    const filled = await guest.put(`/api/agreements/${draft.id}`, { checksum: published.checksum, data: [field('reg_no', 'HRB 12345')] });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).not.toHaveProperty('updated_by');
    expect((await ownerView(draft.id)).updated_by).toBe('Gina Guest');

    const cancelled = await fx.owner.post(`/api/agreements/${draft.id}/cancel`, { reason: 'Wrong terms' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as OwnerAnswer).updated_by).toBe(me);
  });

  it("a guest's signature records the signer; the expiry sweep records nobody", async () => {
    const signed = await fx.draft();
    await fx.add(signed.id, { fullname: 'Sam Signer', email: 'sam.updated-by@example.com' });
    const sent = await fx.publish(signed.id);
    const token = (await fx.tokenOf(signed.id, 'sam.updated-by@example.com'))!;
    const sign = await fx.guest(token).post(`/api/agreements/${signed.id}/participants/${idOf(sent, 'sam.updated-by@example.com')}/sign`, { checksum: sent.checksum, sign_method: 0 });
    expect(sign.statusCode, sign.body).toBe(200);
    expect(sign.json()).not.toHaveProperty('agreement.updated_by');
    expect((await ownerView(signed.id)).updated_by).toBe('Sam Signer');

    const expiring = await fx.draft();
    const at = new Date(Date.now() + 60_000).toISOString();
    await fx.owner.put(`/api/agreements/${expiring.id}`, { checksum: expiring.checksum, expire_date: at });
    await fx.add(expiring.id, { fullname: 'Ann', email: 'ann.updated-by@example.com' });
    expect((await fx.publish(expiring.id) as OwnerAnswer).updated_by).toBe(await myName());
    expect(await expireAgreements(fx.server.db, new Date(Date.parse(at) + 1000))).toContain(expiring.id);
    const overdue = await ownerView(expiring.id);
    expect(overdue.state).toBe(2);
    expect(overdue.updated_by).toBeNull();
  });
});
