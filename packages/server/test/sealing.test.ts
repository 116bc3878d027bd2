/**
 * Sealing (issue #5 "Sealing"): the last signature seals the agreement; the sealed PDF is
 * downloadable by the owner and the participants, verified by pdfsig (valid, total document
 * signed, one flipped byte invalid), carries the contract text, the participants and the audit
 * hashes; 4998 before conclusion; a seal job that fails for good keeps the signature, records
 * seal_failed, and a download queues a new one; send_concluded_copy emails it.
 * (The seal job itself, restarts and retries: sealing-job.test.ts.)
 */
import { createHash } from 'node:crypto';
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, pdfText, pdfsig } from './helpers/pdfTools.js';
import { TestClient, createTestServer, guestHeaders, loginClient, pngDataUrl, tokenFromLink, type TestServer } from './helpers/testServer.js';
import { flakyStorage } from './helpers/flakyStorage.js';
import { downloadSealedPdf, waitForSeal } from './helpers/waitForSeal.js';

type Outbox = { collection: { to: string; subject: string; text: string; attachments: string[] }[] };

const storage = flakyStorage();
let server: TestServer;
let owner: TestClient;
let workspaceId: number;

beforeAll(async () => {
  // No retries: a failing seal job fails for good at once.
  server = await createTestServer({ storage, sealJobs: { retryLimit: 0 } });
  owner = await loginClient(server.app);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const contractText = 'The consultant delivers the report by the end of March.';

/** A published agreement with a heading, a paragraph and the given signatories; with guest tokens. */
async function published(name: string, people: { fullname: string; email: string; sign_method?: number }[]) {
  let a = (await owner.post('/api/agreements/', { collection_id: workspaceId, name })).json() as AgreementWire;
  a = (
    await owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'heading', children: [{ text: 'Scope of work' }] }, { type: 'paragraph', children: [{ text: contractText }] }] } }],
    })
  ).json() as AgreementWire;
  for (const p of people) expect((await owner.post(`/api/agreements/${a.id}/participants/`, { ...p, type: 1 })).statusCode).toBe(201);
  const response = await owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
  expect(response.statusCode, response.body).toBe(200);
  const agreement = response.json() as AgreementWire;
  const outbox = (await owner.get('/api/dev/outbox')).json() as Outbox;
  const token = (email: string) => tokenFromLink(outbox.collection.find((m) => m.to === email && m.text.includes(`/documents/${a.id}/at/`))!.text, a.id);
  const idOf = (email: string) => agreement.participants.find((p) => p.email === email)!.id;
  return { id: a.id, token, idOf };
}

async function sign(id: number, pid: number, token: string, signMethod = 0) {
  const guest = new TestClient(server.app);
  const current = (await guest.get(`/api/agreements/${id}`, { headers: guestHeaders(token) })).json() as AgreementWire;
  const body = { checksum: current.checksum, sign_method: signMethod, ...(signMethod === 10 ? { handwritten_signature: pngDataUrl } : {}) };
  const response = await guest.post(`/api/agreements/${id}/participants/${pid}/sign`, body, { headers: { ...guestHeaders(token), 'user-agent': 'SealTest/1.0' } });
  expect(response.statusCode).toBe(200);
  return response.json() as { agreement: AgreementWire };
}

type EventNode = { id: number; type: string; actor: { kind: string; name: string | null }; payload: Record<string, unknown>; document_hash: string; ip: string | null; user_agent: string | null; children: EventNode[] };
const flatten = (nodes: EventNode[]): EventNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('sealing when the last signatory signs', () => {
  let id: number;
  let token: (email: string) => string;
  let idOf: (email: string) => number;
  let pdf: Buffer;

  beforeAll(async () => {
    ({ id, token, idOf } = await published('Consulting agreement', [
      { fullname: 'Ada Lovelace', email: 'ada@example.com', sign_method: 10 },
      { fullname: 'Bob Builder', email: 'bob@example.com' },
    ]));
  });

  it('answers 4998 before the agreement concludes, and seals after the last signature', async () => {
    await sign(id, idOf('ada@example.com'), token('ada@example.com'), 10);
    const early = await owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status_code: 409, api_error_code: 4998, message: 'The contract is not ready' });

    const { agreement } = await sign(id, idOf('bob@example.com'), token('bob@example.com'));
    expect(agreement.state).toBe(4);
    expect(await waitForSeal(server.db, id)).toBe('sealed');
    const response = await owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Consulting_agreement-signed.pdf"');
    pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is a PAdES signature pdfsig reports valid over the total document', () => {
    const report = pdfsig(pdf);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('makes pdfsig report a flipped byte inside the signed range as invalid', () => {
    const [, firstLength] = byteRange(pdf);
    const tampered = Buffer.from(pdf);
    // Inside the first signed range, in the contract's page content, well past the header.
    const at = Math.floor(firstLength / 2);
    tampered[at] = tampered[at]! ^ 0x01;
    const report = pdfsig(tampered);
    expect(report).not.toContain('Signature Validation: Signature is Valid.');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('contains the contract text, the participants and the audit certificate with its hashes', async () => {
    const text = pdfText(pdf);
    expect(text).toContain('Consulting agreement');
    expect(text).toContain('Scope of work');
    expect(text).toContain(contractText);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('bob@example.com');
    expect(text).toContain('Handwritten signature');
    expect(text).toContain('Audit certificate');
    expect(text).toContain('User agent: SealTest/1.0');

    const events = flatten(((await owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);
    const sealed = events.find((e) => e.type === 'sealed')!;
    expect(sealed.payload.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(text).toContain(sealed.payload.content_sha256 as string);
    expect(text).toContain(sealed.document_hash);
  });

  it('embeds the handwritten signature image', () => {
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('lets each participant download it with their guest token, and nobody else', async () => {
    const guest = new TestClient(server.app);
    const mine = await guest.get(`/api/agreements/${id}/sealed_pdf`, { headers: guestHeaders(token('bob@example.com')) });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);

    const other = await published('Other agreement', [{ fullname: 'Cy', email: 'cy@example.com' }]);
    const foreign = await guest.get(`/api/agreements/${id}/sealed_pdf`, { headers: guestHeaders(other.token('cy@example.com')) });
    expect(foreign.statusCode).toBe(403);
    expect((await new TestClient(server.app).get(`/api/agreements/${id}/sealed_pdf`)).statusCode).toBe(401);
    expect((await owner.get('/api/agreements/999999/sealed_pdf')).statusCode).toBe(404);
  });

  it('seals only once', async () => {
    await owner.get(`/api/agreements/${id}/sealed_pdf`);
    const events = flatten(((await owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);
    expect(events.filter((e) => e.type === 'sealed')).toHaveLength(1);
  });

  it('emails the sealed PDF with send_concluded_copy; a guest only to themself', async () => {
    const response = await owner.post(`/api/agreements/${id}/participants/${idOf('ada@example.com')}/send_concluded_copy`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ to: 'ada@example.com' });
    const outbox = (await owner.get('/api/dev/outbox')).json() as Outbox;
    expect(outbox.collection[0]).toMatchObject({ to: 'ada@example.com', subject: 'Signed contract: Consulting agreement', attachments: ['Consulting_agreement-signed.pdf'] });

    const guest = new TestClient(server.app);
    const self = await guest.post(`/api/agreements/${id}/participants/${idOf('bob@example.com')}/send_concluded_copy`, {}, { headers: guestHeaders(token('bob@example.com')) });
    expect(self.statusCode).toBe(200);
    const someoneElse = await guest.post(`/api/agreements/${id}/participants/${idOf('ada@example.com')}/send_concluded_copy`, {}, { headers: guestHeaders(token('bob@example.com')) });
    expect(someoneElse.statusCode).toBe(403);
    expect((await owner.post(`/api/agreements/${id}/participants/999999/send_concluded_copy`, {})).statusCode).toBe(404);
  });
});

describe('a failed seal', () => {
  it('keeps the signature, records seal_failed, and a download queues a new seal job', async () => {
    const { id, token, idOf } = await published('Retry agreement', [{ fullname: 'Dee', email: 'dee@example.com' }]);
    storage.failing = true;
    try {
      const { agreement } = await sign(id, idOf('dee@example.com'), token('dee@example.com'));
      expect(agreement.state).toBe(4);
      expect(agreement.participants[0]!.signed_at).not.toBeNull();
      expect(await waitForSeal(server.db, id)).toBe('not_sealed');
    } finally {
      storage.failing = false;
    }
    const events = flatten(((await owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);
    expect(events.filter((e) => e.type === 'seal_failed').map((e) => e.payload.message)).toEqual(['disk full']);

    const notYet = await owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ api_error_code: 'ASSET_PROCESSING' });
    const retried = await downloadSealedPdf(server.db, owner, id);
    expect(pdfsig(retried)).toContain('Signature Validation: Signature is Valid.');
    const after = flatten(((await owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);
    expect(after.find((e) => e.type === 'sealed')?.payload.trigger).toBe('download');
  });
});
