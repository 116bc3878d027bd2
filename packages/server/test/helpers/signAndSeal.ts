/**
 * The shortest way to a sealed PDF in the sealing tests: one standard-e-signature signatory
 * (sam@example.com) is added to the saved draft, the draft is published, Sam signs through the
 * guest link from the dev outbox, the seal job runs, and the owner downloads the sealed PDF.
 */
import type { AgreementWire } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient, guestHeaders, tokenFromLink, type TestServer } from './testServer.js';
import { downloadSealedPdf } from './waitForSeal.js';

type Outbox = { collection: { to: string; subject: string; text: string }[] };

/** Publishes agreement `agreementId` to Sam and lets him sign, which concludes it (state 4). */
export async function signToConclusion(app: FastifyInstance, owner: TestClient, agreementId: number): Promise<void> {
  expect((await owner.post(`/api/agreements/${agreementId}/participants/`, { fullname: 'Sam Signer', email: 'sam@example.com', type: 1 })).statusCode).toBe(201);
  const published = await owner.post(`/api/agreements/${agreementId}/publish`, { subject: 'Please sign', message: 'Thanks' });
  expect(published.statusCode, published.body).toBe(200);
  const participantId = (published.json() as AgreementWire).participants.find((p) => p.email === 'sam@example.com')!.id;
  const outbox = (await owner.get('/api/dev/outbox')).json() as Outbox;
  const token = tokenFromLink(outbox.collection.find((m) => m.to === 'sam@example.com' && m.text.includes(`/documents/${agreementId}/at/`))!.text, agreementId);
  const guest = new TestClient(app);
  const current = (await guest.get(`/api/agreements/${agreementId}`, { headers: guestHeaders(token) })).json() as AgreementWire;
  const signed = await guest.post(`/api/agreements/${agreementId}/participants/${participantId}/sign`, { checksum: current.checksum, sign_method: 0 }, { headers: guestHeaders(token) });
  expect(signed.statusCode, signed.body).toBe(200);
  expect((signed.json() as { agreement: AgreementWire }).agreement.state).toBe(4);
}

/** signToConclusion, then the seal job runs and the owner downloads the sealed PDF; returns its bytes. */
export async function signAndSeal({ app, db }: Pick<TestServer, 'app' | 'db'>, owner: TestClient, agreementId: number): Promise<Buffer> {
  await signToConclusion(app, owner, agreementId);
  return downloadSealedPdf(db, owner, agreementId);
}
