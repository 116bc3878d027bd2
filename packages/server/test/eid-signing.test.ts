/**
 * Issue #5 eID signing (methods 2, 4, 5, 6, 13) through OpenID Connect with a REAL OpenID
 * Provider (oidc-provider) in-process as the broker: the start call returns the authorization
 * URL (acr_values of the method, state, nonce, PKCE), the broker's callback signs when the
 * national ID claim equals the participant's ssn, and maps the other outcomes to §8 codes
 * (4111, USER_CANCEL, EXPIRED_TRANSACTION, EID_CLIENT_ERROR for a replay).
 */
import type { AgreementWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eidTransactions } from '../src/db/schema-signing.js';
import { authorizeAs, startTestBroker, type TestBroker } from './helpers/eidBroker.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

const redirectUri = 'http://localhost/api/eid/callback';
let broker: TestBroker;
let server: TestServer;
let f: SigningFixture;

beforeAll(async () => {
  broker = await startTestBroker(redirectUri, {
    alice: { national_id: '19900101-1234', name: 'Alice Andersson' },
    mallory: { national_id: '19800101-9999', name: 'Mallory' },
  });
  server = await createTestServer({
    expirySweepMs: 0,
    eid: {
      issuer: broker.issuer,
      clientId: broker.clientId,
      clientSecret: broker.clientSecret,
      nationalIdClaims: ['national_id', 'ssn'],
      redirectUri,
      acrValues: { 2: 'urn:grn:authn:se:bankid', 4: 'urn:grn:authn:no:bankid' },
    },
  });
  f = await SigningFixture.create(server, await loginClient(server.app));
});
afterAll(async () => {
  await server?.close();
  await broker?.close();
});

async function eidSigner(email: string, signMethod = 2) {
  const a = await f.draft();
  await f.add(a.id, { fullname: 'Alice', email, sign_method: signMethod, ssn: '199001011234' });
  const sent = await f.publish(a.id);
  const guest = f.guest((await f.tokenOf(a.id, email))!);
  const pid = idOf(sent, email);
  const started = await guest.post(`/api/agreements/${a.id}/participants/${pid}/eid/start`, { checksum: sent.checksum });
  expect(started.statusCode, started.body).toBe(200);
  return { a: sent, pid, url: (started.json() as { url: string }).url };
}

const callback = (query: URL | string) => new TestClient(server.app).get(`/api/eid/callback${typeof query === 'string' ? query : query.search}`);

describe('eID through the OpenID Connect broker', () => {
  it('signs when the national ID matches: acr_values, state, nonce and PKCE on the way', async () => {
    const { a, pid, url } = await eidSigner('alice@example.com');
    const authorization = new URL(url);
    expect(authorization.origin).toBe(broker.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      acr_values: 'urn:grn:authn:se:bankid',
      code_challenge_method: 'S256',
      redirect_uri: redirectUri,
      client_id: broker.clientId,
      scope: 'openid',
    });
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const back = await authorizeAs(url, 'alice', redirectUri);
    expect(back.searchParams.get('code')).toBeTruthy();
    const done = await callback(back);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/eid/return?eid=signed&agreement=${a.id}`);
    const read = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(read.state).toBe(4);
    expect(read.participants.find((p) => p.id === pid)!.signed_at).not.toBeNull();
    const events = await server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, a.id));
    expect(events.find((e) => e.type === 'signed')!.payload).toMatchObject({ sign_method: 2, eid: { sub: 'alice', issuer: broker.issuer } });
    // The callback is single use.
    const replay = await callback(back);
    expect(replay.headers.location).toBe('/eid/return?eid_error=EID_CLIENT_ERROR');
  });

  it('refuses another person’s identity with 4111 and signs nothing', async () => {
    const { a, pid, url } = await eidSigner('bob@example.com', 4);
    expect(new URL(url).searchParams.get('acr_values')).toBe('urn:grn:authn:no:bankid');
    const back = await authorizeAs(url, 'mallory', redirectUri);
    expect((await callback(back)).headers.location).toBe('/eid/return?eid_error=4111');
    const read = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(read.participants.find((p) => p.id === pid)!.signed_at).toBeNull();
    expect(read.state).toBe(1);
  });

  it('maps access_denied to USER_CANCEL and an old transaction to EXPIRED_TRANSACTION', async () => {
    const first = await eidSigner('carol@example.com');
    const state = new URL(first.url).searchParams.get('state')!;
    expect((await callback(`?error=access_denied&state=${state}`)).headers.location).toBe('/eid/return?eid_error=USER_CANCEL');
    const second = await eidSigner('dave@example.com');
    const secondState = new URL(second.url).searchParams.get('state')!;
    await server.db.update(eidTransactions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(eidTransactions.state, secondState));
    const back = await authorizeAs(second.url, 'alice', redirectUri);
    expect((await callback(back)).headers.location).toBe('/eid/return?eid_error=EXPIRED_TRANSACTION');
  });

  it('refuses starting eID for a participant whose method is not eID (4009)', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Std', email: 'std@example.com' });
    const sent = await f.publish(a.id);
    const guest = f.guest((await f.tokenOf(a.id, 'std@example.com'))!);
    const response = await guest.post(`/api/agreements/${a.id}/participants/${idOf(sent, 'std@example.com')}/eid/start`, { checksum: sent.checksum });
    expect(response.json()).toMatchObject({ api_error_code: 4009 });
  });
});
