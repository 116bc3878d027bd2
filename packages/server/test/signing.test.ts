/**
 * Participants, publishing and signing (§7, §5 signing rules): 4101, 4003, 4005, 4009, 4002,
 * guest-token scope, the invitation email with a working guest link, handwritten signatures,
 * state 4 after the last signatory, and the audit trail.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { guestTokens, schema } from '@inkflow/server';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitForSeal } from './helpers/waitForSeal.js';
import { TestClient, createTestServer, guestHeaders, loginClient, pngDataUrl, tokenFromLink } from './helpers/testServer.js';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile({});

type Outbox = { collection: { to: string; subject: string; text: string; html: string; created: string }[]; count: number };

async function draft(name = 'Consulting agreement'): Promise<AgreementWire> {
  return (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name })).json() as AgreementWire;
}

async function addParticipant(id: number, body: Record<string, unknown>): Promise<AgreementWire> {
  const response = await f.owner.post(`/api/agreements/${id}/participants/`, body);
  expect(response.statusCode).toBe(201);
  return response.json() as AgreementWire;
}

/** A published agreement with the given signatories; returns it with each one's guest token. */
async function published(people: { fullname: string; email: string; sign_method?: number; type?: number }[]) {
  const a = await draft();
  for (const p of people) await addParticipant(a.id, p);
  const response = await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks!' });
  expect(response.statusCode).toBe(200);
  const agreement = response.json() as AgreementWire;
  const outbox = (await f.owner.get('/api/dev/outbox')).json() as Outbox;
  const tokens = new Map<string, string>();
  for (const p of people) {
    const mail = outbox.collection.find((m) => m.to === p.email && m.text.includes(`/documents/${a.id}/at/`));
    tokens.set(p.email, tokenFromLink(mail!.text, a.id));
  }
  const idOf = (email: string) => agreement.participants.find((p) => p.email === email)!.id;
  return { agreement, tokens, idOf };
}

describe('participants', () => {
  it('adds a signatory as an individual party, and a company participant to a company party', async () => {
    const a = await draft();
    const one = await addParticipant(a.id, { fullname: 'Ada Lovelace', email: 'ada@example.com', sign_method: 10 });
    expect(one.participants).toEqual([
      expect.objectContaining({ fullname: 'Ada Lovelace', email: 'ada@example.com', type: 1, sign_method: 10, individual: true, enabled: true, signed_at: null }),
    ]);
    expect(one.parties).toEqual([expect.objectContaining({ name: 'Ada Lovelace', individual: true })]);
    expect(one.checksum).not.toBe(a.checksum);
    const two = await addParticipant(a.id, { fullname: 'Bob', email: 'bob@acme.test', company_name: 'Acme' });
    const bob = two.participants.find((p) => p.email === 'bob@acme.test')!;
    expect(bob).toMatchObject({ individual: false, company_name: 'Acme' });
    expect(two.parties.find((p) => p.id === bob.party_id)).toMatchObject({ name: 'Acme', individual: false });
  });

  it('refuses a duplicate email in one agreement with 409 / 4101, case-insensitively', async () => {
    const a = await draft();
    await addParticipant(a.id, { fullname: 'Ada', email: 'ada@example.com' });
    const response = await f.owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ada again', email: 'ADA@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status_code: 409, api_error_code: 4101 });
    expect(((await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire).participants).toHaveLength(1);
  });

  it('refuses bad participant input with 400 and adds nothing', async () => {
    const a = await draft();
    for (const body of [{ fullname: '', email: 'x@example.com' }, { fullname: 'X', email: 'not-an-email' }, { fullname: 'X', email: 'x@example.com', sign_method: 2 }]) {
      const response = await f.owner.post(`/api/agreements/${a.id}/participants/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().api_error_code).toBe('BAD_REQUEST');
    }
    expect(((await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire).participants).toEqual([]);
  });

  it('updates a participant (and refuses taking another’s email) and disables one', async () => {
    const a = await draft();
    await addParticipant(a.id, { fullname: 'Ada', email: 'ada@example.com' });
    const withBob = await addParticipant(a.id, { fullname: 'Bob', email: 'bob@example.com' });
    const bobId = withBob.participants.find((p) => p.email === 'bob@example.com')!.id;
    const updated = await f.owner.put(`/api/agreements/${a.id}/participants/${bobId}`, { fullname: 'Robert', sign_method: 10 });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as AgreementWire).participants.find((p) => p.id === bobId)).toMatchObject({ fullname: 'Robert', sign_method: 10 });
    const clash = await f.owner.put(`/api/agreements/${a.id}/participants/${bobId}`, { email: 'ada@example.com' });
    expect(clash.json()).toMatchObject({ status_code: 409, api_error_code: 4101 });
    const disabled = await f.owner.post(`/api/agreements/${a.id}/participants/${bobId}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect((disabled.json() as AgreementWire).participants.find((p) => p.id === bobId)!.enabled).toBe(false);
    // A disabled participant's email is free again.
    await addParticipant(a.id, { fullname: 'Bob 2', email: 'bob@example.com' });
    expect((await f.owner.put(`/api/agreements/${a.id}/participants/999999`, { fullname: 'X' })).statusCode).toBe(404);
    expect((await f.owner.put(`/api/agreements/${a.id}/participants/abc`, { fullname: 'X' })).statusCode).toBe(404);
  });
});

describe('POST /api/agreements/:id/publish', () => {
  it('refuses without an enabled signatory (400) and a missing subject (400), changing nothing', async () => {
    const a = await draft();
    await addParticipant(a.id, { fullname: 'Viewer', email: 'viewer@example.com', type: 3 });
    const none = await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Sign' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/signatory/);
    await addParticipant(a.id, { fullname: 'Signer', email: 'signer@example.com' });
    expect((await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: ' ' })).json().message).toMatch(/^subject: /);
    const stored = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(stored.state).toBe(0);
    expect(stored.published_at).toBeNull();
  });

  it('moves 0 -> 1, emails each participant a working guest link, and writes an event', async () => {
    const before = ((await f.owner.get('/api/dev/outbox')).json() as Outbox).count;
    const { agreement, tokens, idOf } = await published([{ fullname: 'Carol Signer', email: 'carol@example.com' }]);
    expect(agreement).toMatchObject({ state: 1, subject: 'Please sign', message: 'Thanks!' });
    expect(agreement.published_at).not.toBeNull();
    const outbox = (await f.owner.get('/api/dev/outbox')).json() as Outbox;
    expect(outbox.count).toBe(before + 1);
    const mail = outbox.collection[0]!;
    expect(mail).toMatchObject({ to: 'carol@example.com', subject: 'Please sign' });
    expect(mail.text).toContain('Thanks!');
    const token = tokens.get('carol@example.com')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`http://localhost:3000/documents/${agreement.id}/at/${token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/documents/${agreement.id}/at/${token}">`);
    // The link works: the token reads the agreement as Carol.
    const read = await new TestClient(f.server.app).get(`/api/agreements/${agreement.id}`, { headers: guestHeaders(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: agreement.id, current_participant_id: idOf('carol@example.com') });
    // Only a hash is stored.
    const [row] = await f.server.db.select().from(guestTokens).where(eq(guestTokens.participantId, idOf('carol@example.com')));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(agreement)).not.toContain(token);
    const events = await f.server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, agreement.id)).orderBy(asc(schema.agreementEvents.id));
    expect(events.map((e) => e.type)).toEqual(['created', 'published']);
    expect(events[1]).toMatchObject({ payload: expect.objectContaining({ from: 0, to: 1 }), userAgent: 'inkflow-test' });
    expect(events[1]!.documentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses publicOrigin for the link when configured', async () => {
    const configured = await createTestServer({ publicOrigin: 'https://sign.inkflow.test/' });
    try {
      const client = await loginClient(configured.app);
      const ws = ((await client.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
      const a = (await client.post('/api/agreements/', { collection_id: ws })).json() as AgreementWire;
      await client.post(`/api/agreements/${a.id}/participants/`, { fullname: 'D', email: 'd@example.com' });
      expect((await client.post(`/api/agreements/${a.id}/publish`, { subject: 'S' })).statusCode).toBe(200);
      const mail = ((await client.get('/api/dev/outbox')).json() as Outbox).collection[0]!;
      expect(mail.text).toMatch(new RegExp(`https://sign\\.inkflow\\.test/documents/${a.id}/at/[A-Za-z0-9_-]{43}`));
    } finally {
      await configured.close();
    }
  });

  it('locks the content once sent: edits, participant changes and a second publish get 409 / 4999', async () => {
    const { agreement, idOf } = await published([{ fullname: 'Eve', email: 'eve@example.com' }]);
    const put = await f.owner.put(`/api/agreements/${agreement.id}`, { checksum: agreement.checksum, name: 'Changed after sending' });
    expect(put.json()).toMatchObject({ status_code: 409, api_error_code: 4999 });
    expect((await f.owner.post(`/api/agreements/${agreement.id}/participants/`, { fullname: 'F', email: 'f@example.com' })).json().api_error_code).toBe(4999);
    expect((await f.owner.post(`/api/agreements/${agreement.id}/participants/${idOf('eve@example.com')}/disable`)).json().api_error_code).toBe(4999);
    expect((await f.owner.post(`/api/agreements/${agreement.id}/publish`, { subject: 'Again' })).json().api_error_code).toBe(4999);
    expect(((await f.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire).name).toBe('Consulting agreement');
  });
});

describe('guest tokens', () => {
  it('read only their own agreement, hide organizers and others’ signatures, and grant nothing else', async () => {
    const { agreement, tokens, idOf } = await published([
      { fullname: 'Gina', email: 'gina@example.com', sign_method: 10 },
      { fullname: 'Hank', email: 'hank@example.com' },
      { fullname: 'Olga Organizer', email: 'olga@example.com', type: 2 },
    ]);
    const otherOne = await published([{ fullname: 'Ivan', email: 'ivan@example.com' }]);
    const hank = tokens.get('hank@example.com')!;
    const guest = new TestClient(f.server.app);

    // Gina signs by hand; Hank must not see her signature image, the f.owner must.
    const gina = tokens.get('gina@example.com')!;
    const signed = await guest.post(
      `/api/agreements/${agreement.id}/participants/${idOf('gina@example.com')}/sign`,
      { checksum: agreement.checksum, sign_method: 10, handwritten_signature: pngDataUrl },
      { headers: guestHeaders(gina) },
    );
    expect(signed.statusCode).toBe(200);

    const asHank = await guest.get(`/api/agreements/${agreement.id}`, { headers: guestHeaders(hank) });
    expect(asHank.statusCode).toBe(200);
    expect(asHank.headers['x-flow-has-user']).toBe('0');
    const seen = asHank.json() as AgreementWire;
    expect(seen.current_participant_id).toBe(idOf('hank@example.com'));
    expect(seen.participants.map((p) => p.email).sort()).toEqual(['gina@example.com', 'hank@example.com']);
    expect(JSON.stringify(seen)).not.toContain('iVBORw0KGgo');
    const asOwner = (await f.owner.get(`/api/agreements/${agreement.id}`)).json() as { participants: { email: string; handwritten_signature?: string }[] };
    expect(asOwner.participants.find((p) => p.email === 'gina@example.com')!.handwritten_signature).toBe(pngDataUrl);
    expect(asOwner.participants).toHaveLength(3);

    // The query form works too.
    expect((await guest.get(`/api/agreements/${agreement.id}?access_token=${hank}`)).statusCode).toBe(200);
    // Another agreement, the list, the account, writes: all refused.
    const foreign = await guest.get(`/api/agreements/${otherOne.agreement.id}`, { headers: guestHeaders(hank) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ api_error_code: 99 });
    expect((await guest.get('/api/agreements/', { headers: guestHeaders(hank) })).statusCode).toBe(403);
    expect((await guest.get('/api/positions/me', { headers: guestHeaders(hank) })).statusCode).toBe(403);
    expect((await guest.put(`/api/agreements/${agreement.id}`, { checksum: agreement.checksum, name: 'x' }, { headers: guestHeaders(hank) })).statusCode).toBe(403);
    expect((await guest.delete(`/api/agreements/${agreement.id}`, { headers: guestHeaders(hank) })).statusCode).toBe(403);
    // Signing as another participant of the same agreement is refused.
    const current = (await f.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire;
    const asOther = await guest.post(
      `/api/agreements/${agreement.id}/participants/${idOf('gina@example.com')}/sign`,
      { checksum: current.checksum, sign_method: 0 },
      { headers: guestHeaders(hank) },
    );
    expect(asOther.statusCode).toBe(403);
    // A made-up token reads nothing.
    expect((await guest.get(`/api/agreements/${agreement.id}`, { headers: guestHeaders('x'.repeat(43)) })).statusCode).toBe(403);
  });

  it('even with the owner’s session cookie, a guest token acts as the guest only', async () => {
    const { agreement, tokens } = await published([{ fullname: 'Jo', email: 'jo@example.com' }]);
    const response = await f.owner.get(`/api/agreements/${agreement.id}`, { headers: guestHeaders(tokens.get('jo@example.com')!) });
    expect(response.headers['x-flow-has-user']).toBe('1');
    expect(response.json().current_participant_id).not.toBeNull();
    expect((await f.owner.get('/api/agreements/', { headers: guestHeaders(tokens.get('jo@example.com')!) })).statusCode).toBe(403);
  });
});

describe('POST /api/agreements/:id/participants/:pid/sign', () => {
  it('checks 4009, 4002, stores the signature, reports 4005, and reaches state 4 with events', async () => {
    const { agreement, tokens, idOf } = await published([
      { fullname: 'Kim', email: 'kim@example.com' },
      { fullname: 'Lee', email: 'lee@example.com', sign_method: 10 },
    ]);
    const kim = { id: idOf('kim@example.com'), headers: guestHeaders(tokens.get('kim@example.com')!) };
    const lee = { id: idOf('lee@example.com'), headers: guestHeaders(tokens.get('lee@example.com')!) };
    const guest = new TestClient(f.server.app);
    const url = (pid: number) => `/api/agreements/${agreement.id}/participants/${pid}/sign`;

    const wrongMethod = await guest.post(url(kim.id), { checksum: agreement.checksum, sign_method: 10, handwritten_signature: pngDataUrl }, { headers: kim.headers });
    expect(wrongMethod.json()).toEqual({ status_code: 409, api_error_code: 4009, message: 'Access method does not allow the used sign method' });

    const stale = await guest.post(url(kim.id), { checksum: 'f'.repeat(64), sign_method: 0 }, { headers: kim.headers });
    expect(stale.json()).toMatchObject({ status_code: 409, api_error_code: 4002 });
    expect(((await f.owner.get(`/api/agreements/${agreement.id}`)).json() as AgreementWire).participants.every((p) => p.signed_at === null)).toBe(true);

    // The guest signs without any cookie or XSRF header: the token is the credential.
    const first = await guest.post(url(kim.id), { checksum: agreement.checksum, sign_method: 0 }, { headers: kim.headers, xsrf: false });
    expect(first.statusCode).toBe(200);
    const afterFirst = (first.json() as { agreement: AgreementWire }).agreement;
    expect(afterFirst.state).toBe(1);
    expect(afterFirst.participants.find((p) => p.id === kim.id)!.signed_at).not.toBeNull();
    expect(afterFirst.checksum).not.toBe(agreement.checksum);

    const again = await guest.post(url(kim.id), { checksum: afterFirst.checksum, sign_method: 0 }, { headers: kim.headers });
    expect(again.json()).toEqual({ status_code: 409, api_error_code: 4005, message: 'You have already signed this contract' });

    const noImage = await guest.post(url(lee.id), { checksum: afterFirst.checksum, sign_method: 10 }, { headers: lee.headers });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toMatch(/^handwritten_signature: /);
    const notPng = await guest.post(url(lee.id), { checksum: afterFirst.checksum, sign_method: 10, handwritten_signature: 'data:image/png;base64,aGVsbG8gd29ybGQgaGVsbG8gd29ybGQgaGVsbG8gd29ybGQ=' }, { headers: lee.headers });
    expect(notPng.statusCode).toBe(400);

    const last = await guest.post(url(lee.id), { checksum: afterFirst.checksum, sign_method: 10, handwritten_signature: pngDataUrl }, { headers: lee.headers });
    expect(last.statusCode).toBe(200);
    const done = (last.json() as { agreement: { state: number; participants: { id: number; handwritten_signature?: string }[] } }).agreement;
    expect(done.state).toBe(4);
    expect(done.participants.find((p) => p.id === lee.id)!.handwritten_signature).toBe(pngDataUrl);

    const [leeRow] = await f.server.db.select().from(schema.participants).where(eq(schema.participants.id, lee.id));
    expect(leeRow).toMatchObject({ handwrittenSignature: pngDataUrl, signUserAgent: 'inkflow-test' });
    expect(leeRow!.signIp).toBeTruthy();

    // The concluding signature queues the seal job, which seals as a child of state_changed.
    expect(await waitForSeal(f.server.db, agreement.id)).toBe('sealed');
    const events = await f.server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, agreement.id)).orderBy(asc(schema.agreementEvents.id));
    // The concluding signature also seals the agreement (issue #5), as a child of state_changed.
    expect(events.map((e) => e.type)).toEqual(['created', 'published', 'signed', 'signed', 'state_changed', 'sealed']);
    const [, , kimSigned, leeSigned, concluded, sealed] = events;
    expect(sealed).toMatchObject({ parentId: concluded!.id });
    expect(kimSigned).toMatchObject({ participantId: kim.id, userAgent: 'inkflow-test' });
    expect(leeSigned).toMatchObject({ participantId: lee.id });
    expect(concluded).toMatchObject({ parentId: leeSigned!.id, payload: { from: 1, to: 4 } });
    // Both saw the same content (nobody filled anything in between): the same signed-content hash.
    expect(kimSigned!.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kimSigned!.documentHash).toBe(leeSigned!.documentHash);

    // The owner's dashboard list shows the signed state.
    const listed = (await f.owner.get('/api/agreements/?limit=100')).json() as { collection: { id: number; state: number }[] };
    expect(listed.collection.find((x) => x.id === agreement.id)!.state).toBe(4);
  });

  it('refuses signing a draft with 409 / 4003', async () => {
    const a = await draft();
    const withMe = await addParticipant(a.id, { fullname: 'Demo User', email: 'demo@inkflow.test' });
    const response = await f.owner.post(`/api/agreements/${a.id}/participants/${withMe.participants[0]!.id}/sign`, { checksum: withMe.checksum, sign_method: 0 });
    expect(response.json()).toEqual({ status_code: 409, api_error_code: 4003, message: 'State does not allow signing, reload' });
  });

  it('lets the f.owner sign as their own participant, but not for someone else', async () => {
    const a = await draft();
    await addParticipant(a.id, { fullname: 'Demo User', email: 'demo@inkflow.test' });
    const both = await addParticipant(a.id, { fullname: 'Mia', email: 'mia@example.com' });
    const sent = (await f.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'S' })).json() as AgreementWire;
    const me = both.participants.find((p) => p.email === 'demo@inkflow.test')!.id;
    const mia = both.participants.find((p) => p.email === 'mia@example.com')!.id;
    expect((await f.owner.post(`/api/agreements/${a.id}/participants/${mia}/sign`, { checksum: sent.checksum, sign_method: 0 })).statusCode).toBe(403);
    const mine = await f.owner.post(`/api/agreements/${a.id}/participants/${me}/sign`, { checksum: sent.checksum, sign_method: 0 });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { agreement: AgreementWire }).agreement.state).toBe(1);
  });

  it('needs a session or a guest token', async () => {
    const anonymous = new TestClient(f.server.app);
    await anonymous.get('/api/ping');
    expect((await anonymous.post('/api/agreements/1/participants/1/sign', { checksum: 'x', sign_method: 0 })).statusCode).toBe(401);
  });
});
