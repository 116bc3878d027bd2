/**
 * What a signer signed stays what they saw (§3 Box type 12 config.assignee, §5 4007, §8 4999):
 * each form section is assigned to one participant or to the first signatory who signs; a guest
 * fills only their own sections and only before their own signature; first-signatory sections
 * lock at the first signature; once a signature exists the owner cannot edit (403/4999); each
 * signed event carries the SHA-256 of the content the signer saw (boxes, data, files), and the
 * audit certificate lists that hash per signer with the later changes (who, which field).
 */
import { createHash } from 'node:crypto';
import type { AgreementWire } from '@inkflow/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './helpers/pdfTools.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { downloadSealedPdf } from './helpers/waitForSeal.js';
import { guestHeaders, pngDataUrl } from './helpers/testServer.js';

const fx = SigningFixture.perFile({});

type EventNode = { id: number; type: string; actor: { kind: string; id: number | null; name: string | null }; document_hash: string; payload: Record<string, unknown>; children: EventNode[] };

const field = (key: string, name: string, value: unknown, required = false) => ({ key: 'data_field', value: { key, name, type: 'text', value, required } });
const formBox = (key: string, label: string, assignee?: unknown) => ({
  type: 12,
  content: { inputs: [{ data_field_key: key, type: 'text', label, required: true }] },
  ...(assignee === undefined ? {} : { config: { assignee } }),
});
const withValue = (data: unknown[], key: string, value: unknown) =>
  data.map((item) => {
    const i = item as { key: string; value: { key: string } };
    return i.key === 'data_field' && i.value.key === key ? { ...i, value: { ...i.value, value } } : item;
  });
const valueOf = (a: AgreementWire, key: string) => (a.data as { value: { key: string; value: unknown } }[]).find((d) => d.value.key === key)?.value.value;
const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** JSON with object keys sorted, written here independently of the server's serialiser. */
const sortedJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
};

async function uploadAttachment(agreementId: number): Promise<{ id: number; size: number; name: string }> {
  const boundary = `----inkflow${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset_type"\r\n\r\nattachment\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="terms.png"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fx.owner.request('POST', `/api/agreements/${agreementId}/assets/`, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; size: number; name: string };
}

/**
 * A published agreement for Alice and Bob (both signatories, no signing order): a required
 * section for each of them, a required first-signatory section and an attachment.
 */
async function publishedForTwo() {
  const draft = await fx.draft();
  await fx.add(draft.id, { fullname: 'Alice Signer', email: `alice-${draft.id}@example.com`, type: 1 });
  const withPeople = await fx.add(draft.id, { fullname: 'Bob Signer', email: `bob-${draft.id}@example.com`, type: 1 });
  const alice = idOf(withPeople, `alice-${draft.id}@example.com`);
  const bob = idOf(withPeople, `bob-${draft.id}@example.com`);
  const file = await uploadAttachment(draft.id);
  const current = (await fx.owner.get(`/api/agreements/${draft.id}`)).json() as AgreementWire;
  const saved = await fx.owner.put(`/api/agreements/${draft.id}`, {
    checksum: current.checksum,
    data: [field('alice_company', 'Alice company', null, true), field('bob_company', 'Bob company', null, true), field('delivery', 'Delivery address', null, true)],
    boxes: [
      { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Terms' }] }] } },
      formBox('alice_company', 'Alice company', { participant_id: alice }),
      formBox('bob_company', 'Bob company', { participant_id: bob }),
      formBox('delivery', 'Delivery address', 'first_signatory'),
      { type: 4, content: { data: [{ key: 'file', value: { asset_id: file.id, name: file.name, size: file.size } }] } },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await fx.publish(draft.id);
  const token = async (email: string) => (await fx.tokenOf(draft.id, email))!;
  const guest = (t: string) => ({
    get: async () => (await fx.guest(t).get(`/api/agreements/${draft.id}`)).json() as AgreementWire,
    put: (body: unknown) => fx.server.app.inject({ method: 'PUT', url: `/api/agreements/${draft.id}`, headers: guestHeaders(t), payload: body as object }),
    sign: (pid: number, checksum: string) => fx.guest(t).post(`/api/agreements/${draft.id}/participants/${pid}/sign`, { checksum, sign_method: 0 }),
  });
  return {
    id: draft.id,
    published,
    alice: { pid: alice, ...guest(await token(`alice-${draft.id}@example.com`)) },
    bob: { pid: bob, ...guest(await token(`bob-${draft.id}@example.com`)) },
    file,
  };
}

async function signedEvents(id: number): Promise<EventNode[]> {
  const { collection } = (await fx.owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] };
  const all: EventNode[] = [];
  const walk = (nodes: EventNode[]) => nodes.forEach((n) => (all.push(n), walk(n.children)));
  walk(collection);
  return all.filter((e) => e.type === 'signed').sort((a, b) => a.id - b.id);
}

describe('form sections assigned to participants', () => {
  it('refuses an assignee who is not a signatory of the contract with 400', async () => {
    const draft = await fx.draft();
    const response = await fx.owner.put(`/api/agreements/${draft.id}`, {
      checksum: draft.checksum,
      data: [field('x', 'X', null)],
      boxes: [formBox('x', 'X', { participant_id: 999_999 })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ api_error_code: 'BAD_REQUEST' });
    expect(((await fx.owner.get(`/api/agreements/${draft.id}`)).json() as AgreementWire).checksum).toBe(draft.checksum);
  });

  it("turns a template's participant assignees into first-signatory ones in a contract made from it (its participants are not copied)", async () => {
    const template = (await fx.owner.post('/api/agreements/', { collection_id: fx.workspaceId, name: 'Form template', state: 6 })).json() as AgreementWire;
    const withPerson = await fx.add(template.id, { fullname: 'Tess Template', email: 'tess@example.com', type: 1 });
    const saved = await fx.owner.put(`/api/agreements/${template.id}`, {
      checksum: withPerson.checksum,
      data: [field('x', 'X', null, true)],
      boxes: [formBox('x', 'X', { participant_id: idOf(withPerson, 'tess@example.com') })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const copy = await fx.owner.post('/api/agreements/', { collection_id: fx.workspaceId, source_id: template.id });
    expect(copy.statusCode, copy.body).toBe(201);
    expect((copy.json() as AgreementWire).boxes[0]!.config).toMatchObject({ assignee: 'first_signatory' });
  });

  it("lets a signatory fill only their own inputs: another signatory's gets 403/99 and nothing changes", async () => {
    const a = await publishedForTwo();
    const seen = await a.bob.get();
    const intrusion = await a.bob.put({ checksum: seen.checksum, data: withValue(seen.data, 'alice_company', 'Bob Ltd') });
    expect(intrusion.statusCode).toBe(403);
    expect(intrusion.json()).toMatchObject({ api_error_code: 99 });
    const after = await a.alice.get();
    expect(after.checksum).toBe(seen.checksum);
    expect(valueOf(after, 'alice_company')).toBeNull();

    const own = await a.bob.put({ checksum: seen.checksum, data: withValue(seen.data, 'bob_company', 'Bob Ltd') });
    expect(own.statusCode, own.body).toBe(200);
    expect(valueOf(own.json() as AgreementWire, 'bob_company')).toBe('Bob Ltd');
  });

  it("requires (4007) only the signer's own required inputs, not those assigned to others", async () => {
    const a = await publishedForTwo();
    const seen = await a.alice.get();
    const empty = await a.alice.sign(a.alice.pid, seen.checksum);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ api_error_code: 4007 });
    const filled = await a.alice.put({ checksum: seen.checksum, data: withValue(withValue(seen.data, 'alice_company', 'Alice AB'), 'delivery', 'Main St 1') });
    expect(filled.statusCode, filled.body).toBe(200);
    // Bob's required input is still empty: it is his to fill, so it does not block Alice.
    const signed = await a.alice.sign(a.alice.pid, (filled.json() as AgreementWire).checksum);
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('locks first-signatory inputs at the first signature and records who signed first', async () => {
    const a = await publishedForTwo();
    const seen = await a.alice.get();
    const filled = (await a.alice.put({ checksum: seen.checksum, data: withValue(withValue(seen.data, 'alice_company', 'Alice AB'), 'delivery', 'Main St 1') })).json() as AgreementWire;
    expect((await a.alice.sign(a.alice.pid, filled.checksum)).statusCode).toBe(200);

    const bobSees = await a.bob.get();
    const late = await a.bob.put({ checksum: bobSees.checksum, data: withValue(bobSees.data, 'delivery', 'Elsewhere 9') });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ api_error_code: 99 });
    expect(valueOf(await a.bob.get(), 'delivery')).toBe('Main St 1');

    // Alice cannot touch her own inputs after her signature either.
    const after = await a.alice.put({ checksum: bobSees.checksum, data: withValue(bobSees.data, 'alice_company', 'Changed AB') });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ api_error_code: 4003 });

    const [first] = await signedEvents(a.id);
    expect(first!.actor).toMatchObject({ kind: 'participant', id: a.alice.pid });
    expect(first!.payload).toMatchObject({ first_signatory: true, locked_fields: ['delivery'] });
  });

  it('refuses a signature made on values the signer has not seen (4002) after another signatory filled inputs', async () => {
    const a = await publishedForTwo();
    const aliceSaw = await a.alice.get();
    const bobSees = await a.bob.get();
    expect((await a.bob.put({ checksum: bobSees.checksum, data: withValue(bobSees.data, 'delivery', 'Bob Road 2') })).statusCode).toBe(200);
    const filled = await a.alice.put({ checksum: aliceSaw.checksum, data: withValue(aliceSaw.data, 'alice_company', 'Alice AB') });
    expect(filled.statusCode).toBe(409);
    expect(filled.json()).toMatchObject({ api_error_code: 4002 });
    // Alice reloads, fills, and signs on what she now sees; an older checksum is refused.
    const reloaded = await a.alice.get();
    const ok = (await a.alice.put({ checksum: reloaded.checksum, data: withValue(reloaded.data, 'alice_company', 'Alice AB') })).json() as AgreementWire;
    const stale = await a.alice.sign(a.alice.pid, a.published.checksum);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ api_error_code: 4002 });
    expect((await a.alice.sign(a.alice.pid, ok.checksum)).statusCode).toBe(200);
  });
});

describe('after the first signature', () => {
  it('refuses every owner edit with 403/4999 "Document is locked" and changes nothing', async () => {
    const a = await publishedForTwo();
    const seen = await a.alice.get();
    const filled = (await a.alice.put({ checksum: seen.checksum, data: withValue(withValue(seen.data, 'alice_company', 'Alice AB'), 'delivery', 'Main St 1') })).json() as AgreementWire;
    expect((await a.alice.sign(a.alice.pid, filled.checksum)).statusCode).toBe(200);
    const before = (await fx.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    for (const edit of [
      { name: 'Renamed' },
      { data: withValue(before.data, 'bob_company', 'Owner Ltd') },
      { boxes: before.boxes.slice(0, 1) },
      { config: { signOrder: false } },
    ]) {
      const response = await fx.owner.put(`/api/agreements/${a.id}`, { checksum: before.checksum, ...edit });
      expect(response.statusCode, JSON.stringify(edit)).toBe(403);
      expect(response.json()).toMatchObject({ api_error_code: 4999, message: 'Document is locked' });
    }
    const config = await fx.owner.request('PUT', `/api/agreements/${a.id}/config`, { body: { expireDateDays: 3 } });
    expect(config.statusCode).toBe(403);
    expect(config.json()).toMatchObject({ api_error_code: 4999 });
    const after = (await fx.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(after.checksum).toBe(before.checksum);
    expect(after.name).toBe(before.name);
    expect(after.data).toEqual(before.data);
  });
});

describe('the content each signer saw', () => {
  let a: Awaited<ReturnType<typeof publishedForTwo>>;
  let aliceSaw: AgreementWire;
  let bobSaw: AgreementWire;
  let events: EventNode[];
  let text: string;

  beforeAll(async () => {
    a = await publishedForTwo();
    const seen = await a.alice.get();
    aliceSaw = (await a.alice.put({ checksum: seen.checksum, data: withValue(withValue(seen.data, 'alice_company', 'Alice AB'), 'delivery', 'Main St 1') })).json() as AgreementWire;
    expect((await a.alice.sign(a.alice.pid, aliceSaw.checksum)).statusCode).toBe(200);
    const bobSees = await a.bob.get();
    bobSaw = (await a.bob.put({ checksum: bobSees.checksum, data: withValue(bobSees.data, 'bob_company', 'Bob Ltd') })).json() as AgreementWire;
    expect((await a.bob.sign(a.bob.pid, bobSaw.checksum)).statusCode).toBe(200);
    events = await signedEvents(a.id);
    text = pdfText(await downloadSealedPdf(fx.server.db, fx.owner, a.id)).replace(/\s+/g, ' ');
  });

  /** SHA-256 of what `seen` showed: name, boxes, box order, data and the files' own SHA-256. */
  const contentHash = (seen: AgreementWire) =>
    sha256(sortedJson({ agreement_id: seen.id, name: seen.name, boxes: seen.boxes, box_order: seen.box_order, data: seen.data, files: [{ asset_id: a.file.id, sha256: sha256(png) }] }));

  it('stores on each signed event the SHA-256 of the boxes, data and files that signer saw', () => {
    expect(events.map((e) => e.actor.id)).toEqual([a.alice.pid, a.bob.pid]);
    expect(events[0]!.document_hash).toBe(contentHash(aliceSaw));
    expect(events[1]!.document_hash).toBe(contentHash(bobSaw));
    expect(events[0]!.document_hash).not.toBe(events[1]!.document_hash);
  });

  it('records the later fill as an event naming who changed which field', async () => {
    const { collection } = (await fx.owner.get(`/api/agreements/${a.id}/events`)).json() as { collection: EventNode[] };
    const fills = collection.filter((e) => e.type === 'inputs_filled');
    const bobs = fills.filter((e) => e.actor.id === a.bob.pid);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]!.payload).toMatchObject({ fields: [{ key: 'bob_company', name: 'Bob company' }] });
    expect(bobs[0]!.id).toBeGreaterThan(events[0]!.id);
  });

  it('lists on the certificate, per signer, the content hash and the changes made after that signature', () => {
    expect(text).toContain('Content each signer saw');
    const aliceBlock = text.slice(text.indexOf('Alice Signer signed content'), text.indexOf('Bob Signer signed content'));
    expect(aliceBlock).toContain(events[0]!.document_hash);
    expect(aliceBlock).toContain('Changes after this signature:');
    expect(aliceBlock).toContain('Bob Signer filled Bob company');
    expect(aliceBlock).toContain('Locked the inputs for the first signatory: Delivery address');
    const bobBlock = text.slice(text.indexOf('Bob Signer signed content'));
    expect(bobBlock).toContain(events[1]!.document_hash);
    expect(bobBlock).toContain('No changes after this signature.');
  });
});
