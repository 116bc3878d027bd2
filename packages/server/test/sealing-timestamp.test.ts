/**
 * The seal's signature timestamp (TSA_URL): with a time-stamping authority configured, the seal's
 * CMS carries an RFC 3161 token over its signature value as the unsigned attribute
 * id-aa-signatureTimeStampToken, which `openssl ts -verify` accepts against the TSA's
 * certificate, and pdfsig still reports the seal valid. While the TSA cannot be reached, sealing
 * is refused and recorded as seal_failed instead of sealing without the timestamp; the download
 * retries it once the TSA answers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgreementWire, PositionWire } from '@inkflow/core';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, pdfText, pdfsig } from './helpers/pdfTools.js';
import { startLocalTimestampAuthority, type LocalTimestampAuthority } from './helpers/localTimestampAuthority.js';
import { signAndSeal, signToConclusion } from './helpers/signAndSeal.js';
import { waitForSeal } from './helpers/waitForSeal.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

type Asn1 = forge.asn1.Asn1;
const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);
const signatureTimeStampToken = '1.2.840.113549.1.9.16.2.14';

/** The CMS of the PDF's signature (the /Contents between the two signed ranges, without its zero padding), as ASN.1. */
function cmsOf(pdf: Buffer): Asn1 {
  const [, start, end] = byteRange(pdf);
  const contents = Buffer.from(pdf.subarray(start + 1, end - 1).toString('latin1'), 'hex');
  // The DER length of the outer SEQUENCE: short form, or 0x8n followed by n length bytes.
  const lengthBytes = contents[1]! & 0x80 ? contents[1]! & 0x7f : 0;
  const length = lengthBytes === 0 ? contents[1]! : contents.readUIntBE(2, lengthBytes);
  return forge.asn1.fromDer(contents.subarray(0, 2 + lengthBytes + length).toString('binary'));
}

/** The SignerInfo's signature value and the DER of its signature timestamp token (if any). */
function signatureAndToken(cms: Asn1): { signature: Buffer; token: Buffer | undefined } {
  const signerInfo = children(children(children(children(cms)[1])[0]).at(-1))[0]!;
  const fields = children(signerInfo);
  const signature = fields.findLast((f) => f.tagClass === forge.asn1.Class.UNIVERSAL && f.type === forge.asn1.Type.OCTETSTRING)!;
  const unsigned = fields.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 1);
  const attribute = children(unsigned).find((a) => forge.asn1.derToOid(children(a)[0]!.value as string) === signatureTimeStampToken);
  const token = children(children(attribute)[1])[0];
  return {
    signature: Buffer.from(signature.value as string, 'binary'),
    token: token ? Buffer.from(forge.asn1.toDer(token).getBytes(), 'binary') : undefined,
  };
}

/** `openssl ts -verify` of a timestamp token over `data`, trusting only `caFile`. */
function verifyToken(token: Buffer, data: Buffer, caFile: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'inkflow-tsverify-'));
  try {
    writeFileSync(join(dir, 'token.der'), token);
    writeFileSync(join(dir, 'data.bin'), data);
    const result = spawnSync('openssl', ['ts', '-verify', '-in', 'token.der', '-token_in', '-data', 'data.bin', '-CAfile', caFile], { cwd: dir, encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type EventNode = { type: string; payload: { message?: string }; children: EventNode[] };
const flatten = (nodes: EventNode[]): EventNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

let tsa: LocalTimestampAuthority;
let server: TestServer;
let owner: TestClient;
let workspaceId: number;

/** A saved one-paragraph draft. */
async function draft(name: string): Promise<number> {
  const a = (await owner.post('/api/agreements/', { collection_id: workspaceId, name })).json() as AgreementWire;
  const saved = await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Timestamped terms.' }] }] } }] });
  expect(saved.statusCode, saved.body).toBe(200);
  return a.id;
}

beforeAll(async () => {
  tsa = await startLocalTimestampAuthority();
  // No retries: a seal the TSA refuses is recorded as seal_failed on its first attempt.
  server = await createTestServer({ tsaUrl: tsa.url, sealJobs: { retryLimit: 0 } });
  owner = await loginClient(server.app);
  workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
});
afterAll(async () => {
  await server?.close();
  await tsa?.close();
});

describe('the seal with a time-stamping authority', () => {
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await signAndSeal(server, owner, await draft('Timestamped agreement'));
  });

  it('carries a signature timestamp token that openssl verifies over the signature value', () => {
    expect(tsa.requests).toBe(1);
    const { signature, token } = signatureAndToken(cmsOf(pdf));
    expect(token).toBeDefined();
    expect(verifyToken(token!, signature, tsa.certificateFile)).toContain('Verification: OK');
    // The same token does not verify over other data: the imprint is the signature's.
    expect(verifyToken(token!, Buffer.from('other data'), tsa.certificateFile)).not.toContain('Verification: OK');
  });

  it('keeps the seal valid over the total document for pdfsig', () => {
    const report = pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('says on the certificate page that the signature is timestamped', () => {
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain("The seal's signature carries an RFC 3161 timestamp from a time-stamping authority.");
  });
});

describe('the seal when the time-stamping authority cannot be reached', () => {
  it('is refused and recorded as seal_failed, never made without the timestamp, and made once the TSA answers', async () => {
    const id = await draft('No timestamp yet');
    tsa.reachable = false;
    try {
      await signToConclusion(server.app, owner, id);
      expect(await waitForSeal(server.db, id)).toBe('not_sealed');
    } finally {
      tsa.reachable = true;
    }
    const events = flatten(((await owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);
    expect(events.filter((e) => e.type === 'sealed')).toEqual([]);
    const failures = events.filter((e) => e.type === 'seal_failed').map((e) => e.payload.message);
    // The seal job's one attempt.
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^Sealing refused: the time-stamping authority \(TSA_URL\) could not be reached/);

    // A download while unsealed queues a new seal job, which succeeds now that the TSA answers.
    const download = await owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(download.statusCode).toBe(409);
    expect(download.json()).toMatchObject({ api_error_code: 'ASSET_PROCESSING' });
    expect(await waitForSeal(server.db, id)).toBe('sealed');
    const retried = await owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(retried.statusCode).toBe(200);
    const { signature, token } = signatureAndToken(cmsOf(retried.rawPayload));
    expect(verifyToken(token!, signature, tsa.certificateFile)).toContain('Verification: OK');
  });
});
