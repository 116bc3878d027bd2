/**
 * The flow and signing routes as their contract declares them (core contract/flowContract.ts,
 * signingContract.ts): a body of optional fields may be left out, a bad path id answers 404 with
 * the spec's "Invalid … Id", and a bad body answers 400 naming the field.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

async function pending(): Promise<AgreementWire> {
  const draft = await f.draft();
  await f.add(draft.id, { fullname: 'Ada Lovelace', email: 'ada@example.com' });
  return f.publish(draft.id);
}

describe('the flow contract', () => {
  it('cancels with a POST that has no body (every field of the cancel body is optional)', async () => {
    const agreement = await pending();
    const response = await f.owner.request('POST', `/api/agreements/${agreement.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AgreementWire).state).toBe(5);
  });

  it('answers 404 with the spec message for a path id that is not a positive integer', async () => {
    const agreement = await pending();
    const badAgreement = await f.owner.post(`/api/agreements/abc/participants/1/sign`, { checksum: 'c', sign_method: 0 });
    expect(badAgreement.statusCode).toBe(404);
    expect(badAgreement.json()).toMatchObject({ api_error_code: 'NOT_FOUND', message: 'Invalid agreement Id' });
    const badParticipant = await f.owner.post(`/api/agreements/${agreement.id}/participants/0/sign`, { checksum: 'c', sign_method: 0 });
    expect(badParticipant.statusCode).toBe(404);
    expect(badParticipant.json()).toMatchObject({ api_error_code: 'NOT_FOUND', message: 'Invalid participant Id' });
  });

  it('answers 400 naming the field for a bad sign body, before anything is written', async () => {
    const agreement = await pending();
    const ada = f.guest((await f.tokenOf(agreement.id, 'ada@example.com'))!);
    const response = await ada.post(`/api/agreements/${agreement.id}/participants/${idOf(agreement, 'ada@example.com')}/sign`, { checksum: agreement.checksum, sign_method: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ api_error_code: 'BAD_REQUEST' });
    expect((response.json() as { message: string }).message).toMatch(/^sign_method/);
    const after = (await f.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire;
    expect(after.checksum).toBe(agreement.checksum);
    expect(after.participants[0]!.signed_at).toBeNull();
  });
});
