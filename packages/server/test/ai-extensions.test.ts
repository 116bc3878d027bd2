/**
 * The AI extensions (§7 GET /ext/ai_review/workspaces/{id}/agreements/, GET
 * /ext/ai_import/agreements/{id}/highlight; §3 Agreement `review`): the built-in rule reviewer's
 * findings, the review stored per version, who may read it, and where imported data fields sit
 * in the text. The 6001 answers while the features are off are in account-features.test.ts.
 */
import { reviewByRules, schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount } from './helpers/otherAccount.js';
import { createTestServer, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let workspaceId: number;
let memberId: number;
let otherWorkspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, memberId } = await documentActors(server));
  ({ collectionId: otherWorkspaceId } = await createOtherAccount(server.db));
  const accountId = (await owner.get('/api/positions/me')).json().account.id;
  for (const key of ['aiReview', 'aiImport']) expect((await owner.put(`/api/accounts/${accountId}/features/${key}`, { enabled: 1 })).statusCode).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const firstLine = 'This agreement is made between Acme Industries and the supplier. Acme industries pays.';
const data = [
  { key: 'data_field', value: { key: 'buyer', name: 'Buyer', value: 'Acme Industries', type: 'text' } },
  { key: 'data_field', value: { key: 'price', name: 'Price', value: '', type: 'text', required: true } },
];
const text = {
  type: 10,
  content: {
    nodes: [
      { type: 'paragraph', children: [{ text: firstLine }] },
      { type: 'paragraph', children: [{ text: 'Buyer: ' }, { type: 'data-field', key: 'buyer', children: [{ text: '' }] }, { text: ', price: ' }, { type: 'data-field', key: 'price', children: [{ text: '' }] }] },
    ],
  },
};
const form = { type: 12, content: { inputs: [{ data_field_key: 'price', type: 'text', label: 'Yearly price', required: true }] } };

/** A draft with the text and form sections above and, unless `signatory` is false, a company signatory without an organisation number. */
async function reviewedDraft(name: string, signatory = true) {
  const a = await createAgreement(owner, { collection_id: workspaceId, name });
  const saved = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, data, boxes: [text, form] });
  expect(saved.statusCode, saved.body).toBe(200);
  if (!signatory) return saved.json();
  const added = await owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Sam Signer', email: 'sam@nonumber.test', company_name: 'NoNumber Ltd', individual: false });
  expect(added.statusCode, added.body).toBe(201);
  return added.json();
}

const reviewUrl = (ids: number[], workspace = workspaceId) => `/api/ext/ai_review/workspaces/${workspace}/agreements/?${ids.map((id) => `ids[]=${id}`).join('&')}`;
const findingsOf = (review: { findings: { code: string; severity: string; subject: string | null }[] }) => review.findings.map((f) => [f.code, f.severity, f.subject]);

describe('GET /ext/ai_review/workspaces/{id}/agreements/', () => {
  it('reviews each asked agreement with the rules, most severe first, and stores the review of that version', async () => {
    const withSigner = await reviewedDraft('With a signer');
    const without = await reviewedDraft('Without a signer', false);
    const response = await owner.get(reviewUrl([without.id, withSigner.id]));
    expect(response.statusCode, response.body).toBe(200);
    const { collection, count } = response.json();
    expect(count).toBe(2);
    expect(collection.map((r: { agreement_id: number }) => r.agreement_id)).toEqual([without.id, withSigner.id]);
    expect(collection[0]).toMatchObject({ state: 'reviewed', checksum: without.checksum, reviewer: 'rules' });
    expect(findingsOf(collection[0])).toEqual([
      ['no_signatory', 'high', null],
      ['required_input_empty', 'medium', 'Yearly price'],
      ['data_field_unfilled', 'low', 'Price'],
      ['no_expiry_date', 'low', null],
    ]);
    expect(findingsOf(collection[1])).toEqual([
      ['required_input_empty', 'medium', 'Yearly price'],
      ['party_details_missing', 'medium', 'NoNumber Ltd'],
      ['data_field_unfilled', 'low', 'Price'],
      ['no_expiry_date', 'low', null],
    ]);
    expect(collection[0].findings[1].box_id).toBe(without.boxes[1].id);

    const [stored] = await server.db.select({ review: schema.agreements.review }).from(schema.agreements).where(eq(schema.agreements.id, without.id));
    expect(stored!.review).toMatchObject({ checksum: without.checksum, reviewer: 'rules', reviewedAt: collection[0].reviewed_at });
    // The same version again: the stored review, not a new one.
    expect((await owner.get(reviewUrl([without.id]))).json().collection[0].reviewed_at).toBe(collection[0].reviewed_at);
  });

  it('reviews a changed version again: filling the field and setting an expiry clears those findings', async () => {
    const a = await reviewedDraft('Fixed later');
    expect(findingsOf((await owner.get(reviewUrl([a.id]))).json().collection[0])).toHaveLength(4);
    const filled = data.map((d) => (d.value.key === 'price' ? { ...d, value: { ...d.value, value: '1200' } } : d));
    const saved = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, data: filled, config: { expireDateDays: 30 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await owner.get(reviewUrl([a.id]))).json().collection[0];
    expect(again.checksum).toBe(saved.json().checksum);
    expect(findingsOf(again)).toEqual([['party_details_missing', 'medium', 'NoNumber Ltd']]);
  });

  it('leaves out agreements of other workspaces and those the caller may not review; another account’s workspace is 403', async () => {
    const a = await reviewedDraft('Shared later');
    const elsewhere = await createAgreement(owner, { collection_id: workspaceId, name: 'Elsewhere' });
    // Moved out of the asked workspace: not part of the answer.
    const second = (await owner.post('/api/collections/', { name: 'Second workspace' })).json();
    expect((await owner.post(`/api/agreements/${elsewhere.id}/move`, { collection_id: second.id })).statusCode).toBe(200);
    expect((await owner.get(reviewUrl([a.id, elsewhere.id]))).json().collection.map((r: { agreement_id: number }) => r.agreement_id)).toEqual([a.id]);
    // The member holds nothing on it, then Viewer (role 1, which includes agreement:ai_review:view).
    expect((await member.get(reviewUrl([a.id]))).json()).toEqual({ collection: [], count: 0 });
    expect((await owner.post(`/api/agreements/${a.id}/positions/${memberId}/bindings/`, { role_id: 1 })).statusCode).toBe(201);
    expect((await member.get(reviewUrl([a.id]))).json().count).toBe(1);
    expectDenied(await owner.get(reviewUrl([a.id], otherWorkspaceId)));
    expect((await owner.get(reviewUrl([a.id], 999_999))).statusCode).toBe(404);
  });

  it('refuses a missing or malformed ids list with 400', async () => {
    for (const query of ['', 'ids[]=abc', 'ids[]=0', Array.from({ length: 101 }, (_, i) => `ids[]=${i + 1}`).join('&')]) {
      const response = await owner.get(`/api/ext/ai_review/workspaces/${workspaceId}/agreements/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/^query ids(\.\d+)?: ids /);
    }
  });

  it('flags a duration whose end is not after its start (an import may carry one the editor refuses)', () => {
    const findings = reviewByRules({
      agreement: { id: 1, name: 'Imported', state: 0, boxes: [{ id: 7, type: 2, content: { start_date: '2026-05-01', end_date: '2026-04-30' }, config: {} }], boxOrder: [7], data: [], config: {}, expireDate: new Date() },
      participants: [],
      parties: [],
    });
    expect(findings.map((f) => [f.code, f.severity, f.boxId])).toEqual([
      ['no_signatory', 'high', null],
      ['duration_end_before_start', 'high', 7],
    ]);
  });
});

describe('GET /ext/ai_import/agreements/{id}/highlight', () => {
  it('answers where each filled data field is written out and where its placeholders sit', async () => {
    const a = await reviewedDraft('Imported text', false);
    const response = await owner.get(`/api/ext/ai_import/agreements/${a.id}/highlight`);
    expect(response.statusCode, response.body).toBe(200);
    const boxId = a.boxes[0].id;
    const first = firstLine.indexOf('Acme Industries');
    const second = firstLine.indexOf('Acme industries');
    const placeholder = firstLine.length + 1 + 'Buyer: '.length;
    expect(response.json()).toEqual({
      agreement_id: a.id,
      highlights: [
        { data_field_key: 'buyer', name: 'Buyer', box_id: boxId, start: first, end: first + 15, kind: 'text' },
        { data_field_key: 'buyer', name: 'Buyer', box_id: boxId, start: second, end: second + 15, kind: 'text' },
        // The empty price field has no highlight.
        { data_field_key: 'buyer', name: 'Buyer', box_id: boxId, start: placeholder, end: placeholder, kind: 'placeholder' },
      ],
    });
    expectDenied(await member.get(`/api/ext/ai_import/agreements/${a.id}/highlight`));
    expect((await owner.get('/api/ext/ai_import/agreements/999999/highlight')).statusCode).toBe(404);
  });
});
