/**
 * The seal is a certification signature (PDF DocMDP, no changes permitted): the catalog's
 * /Perms /DocMDP names the seal's signature dictionary, whose /Reference carries the DocMDP
 * transform with /P 1. pdfsig reports the untouched file valid over the total document, and a
 * visible change appended as an incremental update as not covered by the signature; the
 * certificate page says exactly that.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendVisibleIncrementalUpdate, pdfText, pdfsig } from './helpers/pdfTools.js';
import { signAndSeal } from './helpers/signAndSeal.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let pdf: Buffer;

beforeAll(async () => {
  server = await createTestServer();
  owner = await loginClient(server.app);
  const workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
  const a = (await owner.post('/api/agreements/', { collection_id: workspaceId, name: 'Certified agreement' })).json() as AgreementWire;
  const saved = await owner.put(`/api/agreements/${a.id}`, {
    checksum: a.checksum,
    boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The tenant pays the rent monthly.' }] }] } }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  pdf = await signAndSeal(server, owner, a.id);
});
afterAll(async () => {
  await server?.close();
});

describe('the seal as a certification signature', () => {
  it('is referenced by the catalog as the DocMDP signature permitting no changes', async () => {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const perms = doc.catalog.lookup(PDFName.of('Perms'), PDFDict);
    const docMdpRef = perms.get(PDFName.of('DocMDP'));
    expect(docMdpRef).toBeInstanceOf(PDFRef);
    const signature = doc.context.lookup(docMdpRef, PDFDict);
    expect(signature.get(PDFName.of('Type'))).toBe(PDFName.of('Sig'));
    expect(signature.get(PDFName.of('SubFilter'))).toBe(PDFName.of('ETSI.CAdES.detached'));
    const reference = signature.lookup(PDFName.of('Reference'), PDFArray);
    expect(reference.size()).toBe(1);
    const sigRef = reference.lookup(0, PDFDict);
    expect(sigRef.get(PDFName.of('Type'))).toBe(PDFName.of('SigRef'));
    expect(sigRef.get(PDFName.of('TransformMethod'))).toBe(PDFName.of('DocMDP'));
    const params = sigRef.lookup(PDFName.of('TransformParams'), PDFDict);
    expect(params.get(PDFName.of('Type'))).toBe(PDFName.of('TransformParams'));
    expect(params.lookup(PDFName.of('P'), PDFNumber).asNumber()).toBe(1);
    expect(params.get(PDFName.of('V'))).toBe(PDFName.of('1.2'));

    // The certified signature is the one signature field of the file (the one pdfsig checks).
    const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
    expect(fields.size()).toBe(1);
    expect(fields.lookup(0, PDFDict).get(PDFName.of('V'))).toBe(docMdpRef);
  });

  it('is valid over the total document while the file is untouched', () => {
    const report = pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('makes pdfsig report that a change appended after sealing is not covered by the signature', async () => {
    const changed = await appendVisibleIncrementalUpdate(pdf);
    // The change is really there: a reader that follows /Prev sees the new page version.
    const reread = await PDFDocument.load(changed, { updateMetadata: false });
    expect(reread.getPages()[0]!.node.lookup(PDFName.of('Contents'), PDFArray).size()).toBeGreaterThan(0);

    const report = pdfsig(changed);
    expect(report).toContain('Not total document signed');
    expect(report).not.toMatch(/^\s*- Total document signed/m);
    const ranges = /Signed Ranges: \[(\d+) - (\d+)\], \[(\d+) - (\d+)\]/.exec(report);
    expect(ranges).not.toBeNull();
    expect(Number(ranges![4])).toBe(pdf.length);
    expect(Number(ranges![4])).toBeLessThan(changed.length);
  });

  it('says on the certificate page what the seal is, and nothing it is not', () => {
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('certified with an electronic seal (PAdES) that permits no changes');
    expect(text).toContain('reported by PDF readers as a modification after signing');
    expect(text).not.toContain('any change to the file invalidates the seal');
  });
});
