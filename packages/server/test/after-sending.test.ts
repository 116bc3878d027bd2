/**
 * After sending (§4 cancel / terminate, §5 expire_date): the owner cancels with a reason, corrects
 * a recipient's email while pending (old links stop, a fresh invitation goes to the new address),
 * extends the expiry, and replaces a draft only from a template.
 */
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

type Events = { collection: { type: string; payload?: Record<string, unknown> }[] };
type Wire = { id: number; state: number; checksum: string; expire_date: string | null; deleted_at?: string | null; participants: { id: number; email: string }[] };

const f = SigningFixture.perFile();

/** A published agreement with two signatories (Ann, Bob); returns it and Ann's participant id. */
async function pendingForTwo(tag: string) {
  const draft = await f.draft();
  await f.add(draft.id, { fullname: 'Ann Signer', email: `ann-${tag}@example.com`, sign_method: 0 });
  await f.add(draft.id, { fullname: 'Bob Signer', email: `bob-${tag}@example.com`, sign_method: 0 });
  const a = await f.publish(draft.id);
  return { a, ann: `ann-${tag}@example.com`, pid: idOf(a, `ann-${tag}@example.com`) };
}

const eventsOf = async (id: number) => ((await f.owner.get(`/api/agreements/${id}/events`)).json() as Events).collection;

describe('POST /agreements/{id}/cancel with a reason', () => {
  it('stores the reason in the cancelled event', async () => {
    const { a } = await pendingForTwo('cancel');
    const cancelled = await f.owner.post(`/api/agreements/${a.id}/cancel`, { manual: 0, reason: '  Wrong price in section 2  ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 5 });
    const event = (await eventsOf(a.id)).find((e) => e.type === 'cancelled');
    expect(event?.payload).toMatchObject({ manual: false, reason: 'Wrong price in section 2' });
  });

  it('terminates a signed contract with manual 1 and keeps the reason', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Solo Signer', email: 'solo-terminate@example.com', sign_method: 0 });
    const a = await f.publish(draft.id);
    const token = (await f.tokenOf(a.id, 'solo-terminate@example.com'))!;
    const signed = await f.guest(token).post(`/api/agreements/${a.id}/participants/${idOf(a, 'solo-terminate@example.com')}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const plain = await f.owner.post(`/api/agreements/${a.id}/cancel`, { manual: 0, reason: 'no' });
    expect(plain.statusCode).toBe(409);
    const terminated = await f.owner.post(`/api/agreements/${a.id}/cancel`, { manual: 1, reason: 'Contract ended early' });
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect((await eventsOf(a.id)).find((e) => e.type === 'terminated')?.payload).toMatchObject({ manual: true, reason: 'Contract ended early' });
  });

  it('refuses a reason over 1000 characters with 400 and changes nothing', async () => {
    const { a } = await pendingForTwo('long-reason');
    const refused = await f.owner.post(`/api/agreements/${a.id}/cancel`, { reason: 'x'.repeat(1001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    expect(((await f.owner.get(`/api/agreements/${a.id}`)).json() as Wire).state).toBe(1);
  });
});

describe('POST /agreements/{id}/participants/{pid}/correct', () => {
  it('sends a fresh invitation to the new address; the old link stops and the new one signs', async () => {
    const { a, ann, pid } = await pendingForTwo('correct');
    const old = (await f.tokenOf(a.id, ann))!;
    expect((await f.guest(old).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);

    const corrected = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/correct`, { email: 'ann-fixed@example.com' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = corrected.json() as Wire;
    expect(after.participants.find((p) => p.id === pid)?.email).toBe('ann-fixed@example.com');

    const read = await f.guest(old).get(`/api/agreements/${a.id}`);
    expect([403, 404]).toContain(read.statusCode);
    const fresh = await f.tokenOf(a.id, 'ann-fixed@example.com');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    const signed = await f.guest(fresh!).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: after.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const event = (await eventsOf(a.id)).find((e) => e.type === 'recipient_corrected');
    expect(event?.payload).toMatchObject({ participant_id: pid, fields: ['email'], revoked: 1, invited: true });
  });

  it('refuses a participant who already signed (400), a duplicate address (409/4101) and a draft (409/4999)', async () => {
    const { a, ann, pid } = await pendingForTwo('correct-signed');
    const token = (await f.tokenOf(a.id, ann))!;
    expect((await f.guest(token).post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: a.checksum, sign_method: 0 })).statusCode).toBe(200);
    const refused = await f.owner.post(`/api/agreements/${a.id}/participants/${pid}/correct`, { email: 'ann-other@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/already signed/);
    expect((await f.tokenOf(a.id, 'ann-other@example.com'))).toBeUndefined();

    const bob = idOf(a, 'bob-correct-signed@example.com');
    const duplicate = await f.owner.post(`/api/agreements/${a.id}/participants/${bob}/correct`, { email: ann });
    expect(duplicate.json()).toMatchObject({ status_code: 409, api_error_code: 4101 });
    const invalid = await f.owner.post(`/api/agreements/${a.id}/participants/${bob}/correct`, { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);

    const draft = await f.draft();
    const withOne = await f.add(draft.id, { fullname: 'Draft Person', email: 'draft-person@example.com', sign_method: 0 });
    const onDraft = await f.owner.post(`/api/agreements/${draft.id}/participants/${idOf(withOne, 'draft-person@example.com')}/correct`, { email: 'x@example.com' });
    expect(onDraft.json()).toMatchObject({ status_code: 409, api_error_code: 4999 });
  });
});

describe('PUT /agreements/{id}/expire_date', () => {
  it('moves the expiry of a pending contract to a future date and records it', async () => {
    const { a } = await pendingForTwo('expiry');
    const moved = await f.owner.put(`/api/agreements/${a.id}/expire_date`, { expire_date: '2099-05-31' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Wire).expire_date).toBe('2099-05-31T23:59:59.999Z');
    expect((await eventsOf(a.id)).some((e) => e.type === 'expiry_changed' && e.payload?.to === '2099-05-31T23:59:59.999Z')).toBe(true);
  });

  it('refuses a past date, a non-date (400) and a draft (409/4999), changing nothing', async () => {
    const { a } = await pendingForTwo('expiry-bad');
    for (const expire_date of ['2001-01-01', 'soon', '']) {
      const refused = await f.owner.put(`/api/agreements/${a.id}/expire_date`, { expire_date });
      expect(refused.statusCode, expire_date).toBe(400);
    }
    expect((await f.owner.put(`/api/agreements/${a.id}/expire_date`, {})).statusCode).toBe(400);
    const unchanged = (await f.owner.get(`/api/agreements/${a.id}`)).json() as Wire;
    expect(unchanged.expire_date).toBe(a.expire_date);
    const draft = await f.draft();
    expect((await f.owner.put(`/api/agreements/${draft.id}/expire_date`, { expire_date: '2099-01-01' })).json()).toMatchObject({ status_code: 409, api_error_code: 4999 });
  });
});

describe('POST /agreements/{id}/replace takes only a template', () => {
  it('refuses a signed contract as the source with 400, and the draft stays', async () => {
    const source = await f.draft();
    await f.add(source.id, { fullname: 'Solo Signer', email: 'solo-replace@example.com', sign_method: 0 });
    const sent = await f.publish(source.id);
    const token = (await f.tokenOf(sent.id, 'solo-replace@example.com'))!;
    expect((await f.guest(token).post(`/api/agreements/${sent.id}/participants/${idOf(sent, 'solo-replace@example.com')}/sign`, { checksum: sent.checksum, sign_method: 0 })).statusCode).toBe(200);

    const draft = await f.draft();
    for (const sourceId of [sent.id, (await f.draft()).id]) {
      const refused = await f.owner.post(`/api/agreements/${draft.id}/replace`, { collection_id: f.workspaceId, source_id: sourceId });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ api_error_code: 'BAD_REQUEST', message: expect.stringMatching(/template/) });
    }
    const still = await f.owner.get(`/api/agreements/${draft.id}`);
    expect(still.statusCode).toBe(200);
    expect((still.json() as Wire).checksum).toBe(draft.checksum);
    expect((await eventsOf(draft.id)).some((e) => e.type === 'replaced')).toBe(false);

    const template = (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'A template', state: 6 })).json() as Wire;
    const replaced = await f.owner.post(`/api/agreements/${draft.id}/replace`, { collection_id: f.workspaceId, source_id: template.id });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((replaced.json() as Wire).state).toBe(0);
  });
});
