/**
 * An account's webhooks (docs/webhooks.md, §5 Webhook URL): every call with its codes (401/403
 * 99 for anyone but an admin of the account, 2002 after the trial, 400 for a bad body, 404), the
 * agreement events reaching a local receiver with a valid `Inkflow-Signature`, the delivery log,
 * Test and Redeliver, and the retry schedule.
 */
import type { AgreementWire, CreatedWebhookWire, PositionWire, WebhookDeliveryWire, WebhookListWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../src/db/schema-webhooks.js';
import { attemptDelivery, defaultRetryDelaysSeconds } from '../src/webhooks/attemptDelivery.js';
import { createColleague, colleague } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { TestClient, guestHeaders, loginClient } from './helpers/testServer.js';
import { signatureValid, startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './helpers/webhookReceiver.js';

const publicOrigin = 'https://sign.example.test';
const f = SigningFixture.perFile({ expirySweepMs: 0, publicOrigin, webhookJobs: { pollingIntervalSeconds: 0.5 } });
let receiver: WebhookReceiver;
let accountId: number;
let base: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const me = (await f.owner.get('/api/positions/me')).json() as PositionWire;
  accountId = me.account.id;
  base = `/api/accounts/${accountId}/webhooks/`;
});
afterAll(async () => {
  await receiver?.close();
});

/** Adds a webhook as the demo admin (expects 201). */
async function addWebhook(body: Record<string, unknown>): Promise<CreatedWebhookWire> {
  const response = await f.owner.post(base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedWebhookWire;
}

/** The delivery log of a webhook. */
async function deliveriesOf(webhookId: number): Promise<WebhookDeliveryWire[]> {
  const response = await f.owner.get(`${base}${webhookId}/deliveries/`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { collection: WebhookDeliveryWire[] }).collection;
}

/** Reads the log until `done` holds for it (the worker delivers after the call answers). */
async function logUntil(webhookId: number, done: (log: WebhookDeliveryWire[]) => boolean): Promise<WebhookDeliveryWire[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const log = await deliveriesOf(webhookId);
    if (done(log)) return log;
    if (Date.now() > deadline) throw new Error(`delivery log never matched: ${JSON.stringify(log.map((d) => [d.event_type, d.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A published agreement with the given signatories. */
async function published(...emails: string[]): Promise<AgreementWire> {
  const draft = await f.draft();
  for (const email of emails) await f.add(draft.id, { fullname: email.split('@')[0], email, type: 1 });
  return f.publish(draft.id);
}

describe('managing webhooks', () => {
  it('adds a webhook, answers its secret once, and lists it without the secret', async () => {
    const created = await addWebhook({ url: receiver.url, events: ['agreement.signed', 'agreement.published', 'agreement.signed'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ url: receiver.url, events: ['agreement.published', 'agreement.signed'], enabled: true, account_id: accountId, last_delivery: null });
    expect(created.secret_hint).toBe(`whsec_…${created.secret.slice(-4)}`);
    const list = (await f.owner.get(base)).json() as WebhookListWire;
    expect(list.https_only).toBe(false);
    const listed = list.collection.find((w) => w.id === created.id)!;
    expect(listed).toEqual({ ...created, secret: undefined, secret_hint: created.secret_hint } as unknown as typeof listed);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect((await f.owner.delete(`${base}${created.id}`)).statusCode).toBe(204);
  });

  it('changes url, events and enabled, rolls the secret, and deletes', async () => {
    const created = await addWebhook({ url: receiver.url, events: ['agreement.viewed'] });
    const put = await f.owner.put(`${base}${created.id}`, { url: `${receiver.url}?v=2`, events: ['agreement.declined', 'agreement.cancelled'], enabled: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ url: `${receiver.url}?v=2`, events: ['agreement.declined', 'agreement.cancelled'], enabled: false });
    expect((await f.owner.put(`${base}${created.id}`, { enabled: true })).json()).toMatchObject({ enabled: true, events: ['agreement.declined', 'agreement.cancelled'] });

    const rolled = await f.owner.post(`${base}${created.id}/roll_secret`);
    expect(rolled.statusCode, rolled.body).toBe(200);
    const secret = (rolled.json() as CreatedWebhookWire).secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    // The Test action signs with the new secret.
    const test = await f.owner.post(`${base}${created.id}/test`);
    const sent = await receiver.received((r) => r.json.id === (test.json() as WebhookDeliveryWire).event_id);
    expect(signatureValid(sent, secret)).toBe(true);
    expect(signatureValid(sent, created.secret)).toBe(false);

    expect((await f.owner.delete(`${base}${created.id}`)).statusCode).toBe(204);
    expect((await f.owner.delete(`${base}${created.id}`)).statusCode).toBe(404);
    expect((await f.owner.put(`${base}${created.id}`, { enabled: true })).statusCode).toBe(404);
    expect((await f.owner.get(`${base}${created.id}/deliveries/`)).statusCode).toBe(404);
  });

  it('refuses a bad body with 400 and stores nothing', async () => {
    const before = ((await f.owner.get(base)).json() as WebhookListWire).count;
    const bad = [
      {},
      { events: ['agreement.signed'] },
      { url: '', events: ['agreement.signed'] },
      { url: 'not a url', events: ['agreement.signed'] },
      { url: 'ftp://files.example.com/hook', events: ['agreement.signed'] },
      { url: `https://example.com/${'x'.repeat(1000)}`, events: ['agreement.signed'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook' },
      { url: 'https://example.com/hook', events: ['agreement.exploded'] },
      { url: 'https://example.com/hook', events: ['agreement.signed'], secret: 'mine' },
      { url: 'https://example.com/hook', events: ['agreement.signed'], enabled: 'yes' },
    ];
    for (const body of bad) {
      const response = await f.owner.post(base, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    }
    expect((await f.owner.post(base, { url: '', events: ['agreement.signed'] })).json().message).toMatch(/Webhook URL is required/);
    expect((await f.owner.post(base, { url: 'ftp://x.example', events: ['agreement.signed'] })).json().message).toMatch(/Webhook URL is not a valid URL/);
    expect((await f.owner.post(base, { url: `https://example.com/${'x'.repeat(1000)}`, events: ['agreement.signed'] })).json().message).toMatch(
      /Webhook URL must contain at most 1000 character\(s\)/,
    );
    const created = await addWebhook({ url: 'https://example.com/hook', events: ['agreement.signed'] });
    expect((await f.owner.put(`${base}${created.id}`, { url: 'nope' })).statusCode).toBe(400);
    expect((await f.owner.put(`${base}${created.id}`, { events: [] })).statusCode).toBe(400);
    expect((await f.owner.get(`${base}${created.id}`)).statusCode).toBe(404);
    expect((await f.owner.get(`${base}${created.id}/deliveries/?limit=0`)).statusCode).toBe(400);
    expect((await f.owner.post(`${base}${created.id}/deliveries/not-a-uuid/redeliver`)).statusCode).toBe(404);
    expect((await f.owner.post(`${base}${created.id}/deliveries/6f1c1d4e-9b3a-4c55-8f0e-2a1b3c4d5e6f/redeliver`)).statusCode).toBe(404);
    await f.owner.delete(`${base}${created.id}`);
    expect(((await f.owner.get(base)).json() as WebhookListWire).count).toBe(before);
  });

  it('answers 99 to a member, to another account’s admin and (401) to nobody, on every call', async () => {
    const created = await addWebhook({ url: receiver.url, events: ['agreement.signed'] });
    await createColleague(f.server.db);
    const member = await loginClient(f.server.app, colleague);
    await createOtherAccount(f.server.db);
    const stranger = await loginClient(f.server.app, other);
    const nobody = new TestClient(f.server.app);
    await nobody.get('/api/ping');
    const delivery = (await f.owner.post(`${base}${created.id}/test`)).json() as WebhookDeliveryWire;
    const calls = (client: TestClient) => [
      client.get(base),
      client.post(base, { url: receiver.url, events: ['agreement.signed'] }),
      client.put(`${base}${created.id}`, { enabled: false }),
      client.delete(`${base}${created.id}`),
      client.post(`${base}${created.id}/test`),
      client.post(`${base}${created.id}/roll_secret`),
      client.get(`${base}${created.id}/deliveries/`),
      client.post(`${base}${created.id}/deliveries/${delivery.id}/redeliver`),
    ];
    for (const response of [...(await Promise.all(calls(member))), ...(await Promise.all(calls(stranger)))]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().api_error_code).toBe(99);
    }
    for (const response of await Promise.all(calls(nobody))) {
      expect(response.statusCode).toBe(401);
      expect(response.json().api_error_code).toBe(99);
    }
    // A guest token never grants account calls.
    const agreement = await published('gus@example.com');
    const token = (await f.tokenOf(agreement.id, 'gus@example.com'))!;
    const asGuest = await new TestClient(f.server.app).get(base, { headers: guestHeaders(token) });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().api_error_code).toBe(99);
    // Nothing changed.
    const after = ((await f.owner.get(base)).json() as WebhookListWire).collection.find((w) => w.id === created.id)!;
    expect(after).toMatchObject({ enabled: true, secret_hint: created.secret_hint });
    await f.owner.delete(`${base}${created.id}`);
  });

  it('answers 2002 after the trial to changes and tests, keeps reading and deleting, and sends nothing', async () => {
    const created = await addWebhook({ url: receiver.url, events: ['agreement.published'] });
    const delivery = (await f.owner.post(`${base}${created.id}/test`)).json() as WebhookDeliveryWire;
    await f.server.db.update(schema.accounts).set({ plan: 'trial', trialEndsAt: new Date(Date.now() - 1000) }).where(eq(schema.accounts.id, accountId));
    try {
      const expired = [
        await f.owner.post(base, { url: receiver.url, events: ['agreement.signed'] }),
        await f.owner.put(`${base}${created.id}`, { enabled: false }),
        await f.owner.post(`${base}${created.id}/test`),
        await f.owner.post(`${base}${created.id}/roll_secret`),
        await f.owner.post(`${base}${created.id}/deliveries/${delivery.id}/redeliver`),
      ];
      for (const response of expired) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ status_code: 403, api_error_code: 2002, message: 'Your free trial has expired. Contact sales by email or phone to upgrade.' });
      }
      expect((await f.owner.get(base)).statusCode).toBe(200);
      expect((await f.owner.get(`${base}${created.id}/deliveries/`)).statusCode).toBe(200);
      // Events of an expired account queue nothing.
      const agreement = await published('exp@example.com');
      const queued = await f.server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.agreementId, agreement.id));
      expect(queued).toEqual([]);
      expect((await f.owner.delete(`${base}${created.id}`)).statusCode).toBe(204);
    } finally {
      await f.server.db.update(schema.accounts).set({ plan: 'paid', trialEndsAt: null }).where(eq(schema.accounts.id, accountId));
    }
  });
});

describe('events', () => {
  it('delivers published, viewed, signed and concluded with a valid signature; filters by event; skips a disabled webhook', async () => {
    const all = await addWebhook({
      url: `${receiver.url}?hook=all`,
      events: ['agreement.published', 'agreement.viewed', 'agreement.signed', 'agreement.declined', 'agreement.concluded', 'agreement.cancelled'],
    });
    const concludedOnly = await addWebhook({ url: `${receiver.url}?hook=concluded`, events: ['agreement.concluded'] });
    const off = await addWebhook({ url: `${receiver.url}?hook=off`, events: ['agreement.signed'], enabled: false });
    const forAll = (type: string, agreementId: number, extra: (r: ReceivedWebhook) => boolean = () => true) =>
      receiver.received((r) => r.path.endsWith('hook=all') && r.json.type === type && r.json.data.agreement?.id === agreementId && extra(r));

    const agreement = await published('ada@example.com', 'bob@example.com');
    const publishedEvent = await forAll('agreement.published', agreement.id);
    expect(signatureValid(publishedEvent, all.secret)).toBe(true);
    expect(publishedEvent.headers['content-type']).toBe('application/json');
    expect(publishedEvent.headers['inkflow-event']).toBe(publishedEvent.json.id);
    expect(publishedEvent.headers['inkflow-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(publishedEvent.headers['user-agent']).toBe('Inkflow-Webhooks/1.0');
    expect(publishedEvent.json).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'agreement.published',
      account_id: accountId,
      data: { agreement: { id: agreement.id, name: 'Flow agreement', state: 1, url: `${publicOrigin}/documents/${agreement.id}` } },
    });
    expect(new Date(publishedEvent.json.created).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The guest's first open is `viewed`, once.
    const ada = f.guest((await f.tokenOf(agreement.id, 'ada@example.com'))!);
    expect((await ada.get(`/api/agreements/${agreement.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/agreements/${agreement.id}`)).statusCode).toBe(200);
    const viewed = await forAll('agreement.viewed', agreement.id);
    expect(viewed.json.data.participant).toMatchObject({ id: idOf(agreement, 'ada@example.com'), email: 'ada@example.com', viewed_at: expect.any(String), signed_at: null });
    expect(signatureValid(viewed, all.secret)).toBe(true);

    const first = await ada.post(`/api/agreements/${agreement.id}/participants/${idOf(agreement, 'ada@example.com')}/sign`, { checksum: agreement.checksum, sign_method: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = (first.json() as { agreement: AgreementWire }).agreement;
    const adaSigned = await forAll('agreement.signed', agreement.id, (r) => r.json.data.participant?.email === 'ada@example.com');
    expect(signatureValid(adaSigned, all.secret)).toBe(true);
    expect(adaSigned.json.data).toMatchObject({ agreement: { state: 1 }, participant: { signed_at: expect.any(String), type: 1, sign_method: 0 } });

    // The last signature, with a forged Host header: links come from the configured origin only.
    const bobToken = (await f.tokenOf(agreement.id, 'bob@example.com'))!;
    const last = await new TestClient(f.server.app).post(
      `/api/agreements/${agreement.id}/participants/${idOf(agreement, 'bob@example.com')}/sign`,
      { checksum: afterFirst.checksum, sign_method: 0 },
      { headers: { ...guestHeaders(bobToken), host: 'evil.example' } },
    );
    expect(last.statusCode, last.body).toBe(200);
    const bobSigned = await forAll('agreement.signed', agreement.id, (r) => r.json.data.participant?.email === 'bob@example.com');
    expect(bobSigned.json.data.agreement?.state).toBe(4);
    const concluded = await forAll('agreement.concluded', agreement.id);
    expect(signatureValid(concluded, all.secret)).toBe(true);
    expect(concluded.json.data).toMatchObject({
      agreement: { id: agreement.id, state: 4 },
      sealed_pdf_url: `${publicOrigin}/api/agreements/${agreement.id}/sealed_pdf`,
      sealed_pdf_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const concludedToSecond = await receiver.received((r) => r.path.endsWith('hook=concluded') && r.json.data.agreement?.id === agreement.id);
    expect(concludedToSecond.json.id).toBe(concluded.json.id);
    expect(concludedToSecond.headers['inkflow-delivery']).not.toBe(concluded.headers['inkflow-delivery']);
    expect(signatureValid(concludedToSecond, concludedOnly.secret)).toBe(true);
    expect(signatureValid(concludedToSecond, all.secret)).toBe(false);

    const ofAgreement = receiver.requests.filter((r) => r.json.data.agreement?.id === agreement.id);
    expect(ofAgreement.filter((r) => r.path.endsWith('hook=all')).map((r) => r.json.type).sort()).toEqual(
      ['agreement.concluded', 'agreement.published', 'agreement.signed', 'agreement.signed', 'agreement.viewed'].sort(),
    );
    expect(ofAgreement.filter((r) => r.path.endsWith('hook=concluded')).map((r) => r.json.type)).toEqual(['agreement.concluded']);
    expect(ofAgreement.filter((r) => r.path.endsWith('hook=off'))).toEqual([]);
    expect(await f.server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, off.id))).toEqual([]);
    expect(JSON.stringify(ofAgreement.map((r) => r.json))).not.toContain('evil.example');

    // The delivery log: every delivery succeeded at its first attempt, request and answer kept.
    const log = await logUntil(all.id, (entries) => entries.filter((d) => d.agreement_id === agreement.id && d.status === 'succeeded').length === 5);
    const signed = log.find((d) => d.event_type === 'agreement.signed')!;
    expect(signed).toMatchObject({ webhook_id: all.id, status: 'succeeded', attempt_count: 1, next_attempt: null });
    expect(signed.attempts).toEqual([
      expect.objectContaining({ attempt: 1, response_status: 200, response_body: 'ok', error: null, request_headers: expect.objectContaining({ 'Inkflow-Event': signed.event_id }) }),
    ]);
    expect(signed.attempts[0]!.response_headers).toMatchObject({ 'x-receiver': 'test' });
    expect(JSON.parse(signed.request_body).id).toBe(signed.event_id);
    const listed = ((await f.owner.get(base)).json() as WebhookListWire).collection.find((w) => w.id === all.id)!;
    expect(listed.last_delivery).toMatchObject({ status: 'succeeded', response_status: 200 });

    for (const hook of [all, concludedOnly, off]) await f.owner.delete(`${base}${hook.id}`);
  });

  it('delivers declined and cancelled', async () => {
    const hook = await addWebhook({ url: `${receiver.url}?hook=ends`, events: ['agreement.declined', 'agreement.cancelled'] });
    const declined = await published('dora@example.com');
    const dora = f.guest((await f.tokenOf(declined.id, 'dora@example.com'))!);
    expect((await dora.post(`/api/agreements/${declined.id}/decline`, { reason: 'Wrong price' })).statusCode).toBe(200);
    const declinedEvent = await receiver.received((r) => r.json.type === 'agreement.declined' && r.json.data.agreement?.id === declined.id);
    expect(declinedEvent.json.data).toMatchObject({ agreement: { state: 3 }, participant: { email: 'dora@example.com', declined_at: expect.any(String) }, reason: 'Wrong price' });
    expect(signatureValid(declinedEvent, hook.secret)).toBe(true);

    const cancelled = await published('carl@example.com');
    expect((await f.owner.post(`/api/agreements/${cancelled.id}/cancel`, { manual: 0, reason: 'Deal off' })).statusCode).toBe(200);
    const cancelledEvent = await receiver.received((r) => r.json.type === 'agreement.cancelled' && r.json.data.agreement?.id === cancelled.id);
    expect(cancelledEvent.json.data).toMatchObject({ agreement: { state: 5 }, terminated: false, reason: 'Deal off' });
    expect(signatureValid(cancelledEvent, hook.secret)).toBe(true);
    await f.owner.delete(`${base}${hook.id}`);
  });
});

describe('Test, retries and Redeliver', () => {
  it('Test answers what the receiver said, and logs it without a retry', async () => {
    const hook = await addWebhook({ url: `${receiver.url}?hook=test`, events: ['agreement.signed'] });
    receiver.answers = [{ status: 503, body: 'down for maintenance' }];
    try {
      const response = await f.owner.post(`${base}${hook.id}/test`);
      expect(response.statusCode, response.body).toBe(200);
      const delivery = response.json() as WebhookDeliveryWire;
      expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'failed', attempt_count: 1, next_attempt: null, agreement_id: null });
      expect(delivery.attempts).toEqual([
        expect.objectContaining({ attempt: 1, response_status: 503, response_body: 'down for maintenance', error: 'The receiver answered 503; only 2xx counts as delivered' }),
      ]);
      const got = await receiver.received((r) => r.json.id === delivery.event_id);
      expect(got.json).toMatchObject({ type: 'webhook.test', account_id: accountId, data: { webhook: { id: hook.id, url: hook.url } } });
      expect(signatureValid(got, hook.secret)).toBe(true);
      expect((await deliveriesOf(hook.id))[0]).toMatchObject({ id: delivery.id, status: 'failed' });
    } finally {
      receiver.answers = [{ status: 200, body: 'ok' }];
    }
    await f.owner.delete(`${base}${hook.id}`);
  });

  it('a failed delivery is retried after 1 min, and Redeliver sends it again now', async () => {
    const hook = await addWebhook({ url: `${receiver.url}?hook=retry`, events: ['agreement.published'] });
    receiver.answers = [{ status: 500, body: 'boom' }];
    let agreement: AgreementWire;
    try {
      agreement = await published('rita@example.com');
      const [failed] = await logUntil(hook.id, (log) => log.some((d) => d.agreement_id === agreement.id && d.status === 'retrying'));
      expect(failed).toMatchObject({ status: 'retrying', attempt_count: 1 });
      const next = new Date(failed!.next_attempt!).getTime() - new Date(failed!.attempts[0]!.started).getTime();
      expect(next).toBeGreaterThanOrEqual(59_000);
      expect(next).toBeLessThanOrEqual(61_000 + failed!.attempts[0]!.duration_ms);
      // The next attempt is a job of the queue, due in a minute (any process may run it).
      const jobs = (await f.server.db.execute(
        sql`SELECT data, extract(epoch from start_after - now()) AS wait FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = ${failed!.id} AND state = 'created'`,
      )) as unknown as { rows: { data: { attempt: number }; wait: string | number }[] };
      expect(jobs.rows.map((r) => r.data.attempt)).toEqual([2]);
      expect(Number(jobs.rows[0]!.wait)).toBeGreaterThan(50);
    } finally {
      receiver.answers = [{ status: 200, body: 'ok' }];
    }
    const failedId = (await deliveriesOf(hook.id)).find((d) => d.agreement_id === agreement!.id)!.id;
    const redelivered = await f.owner.post(`${base}${hook.id}/deliveries/${failedId}/redeliver`);
    expect(redelivered.statusCode, redelivered.body).toBe(202);
    expect(redelivered.json()).toMatchObject({ id: failedId, status: 'pending' });
    const [done] = await logUntil(hook.id, (log) => log.some((d) => d.id === failedId && d.status === 'succeeded'));
    expect(done!.attempts.map((a) => [a.attempt, a.response_status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    // Both attempts carried the same event and delivery ids.
    const sent = receiver.requests.filter((r) => r.headers['inkflow-delivery'] === failedId);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    await f.owner.delete(`${base}${hook.id}`);
  });

  it('retries after 1 min, 5 min, 30 min, 2 h and 6 h, then fails', async () => {
    expect(defaultRetryDelaysSeconds).toEqual([60, 300, 1800, 7200, 21_600]);
    const [hook] = await f.server.db.insert(webhooks).values({ accountId, url: `${receiver.url}?hook=schedule`, events: ['agreement.signed'], secret: 'whsec_schedule' }).returning();
    const [delivery] = await f.server.db.insert(webhookDeliveries).values({ webhookId: hook!.id, eventId: 'evt_schedule', eventType: 'agreement.signed', body: '{"id":"evt_schedule"}' }).returning();
    const scheduled: { attempt: number; delay: number }[] = [];
    const deps = {
      db: f.server.db,
      production: false,
      productName: 'Inkflow',
      timeoutMs: 10_000,
      retryDelaysSeconds: defaultRetryDelaysSeconds,
      schedule: async (_tx: unknown, data: { attempt: number }, delay: number) => void scheduled.push({ attempt: data.attempt, delay }),
    };
    receiver.answers = [{ status: 502 }];
    try {
      for (let attempt = 1; attempt <= 6; attempt++) {
        const outcome = await attemptDelivery(deps, { deliveryId: delivery!.id, attempt });
        expect(outcome?.status).toBe(attempt < 6 ? 'retrying' : 'failed');
      }
      // An attempt already made is not made twice (a duplicate job finds nothing to claim).
      expect(await attemptDelivery(deps, { deliveryId: delivery!.id, attempt: 6 })).toBeUndefined();
    } finally {
      receiver.answers = [{ status: 200, body: 'ok' }];
    }
    expect(scheduled).toEqual([
      { attempt: 2, delay: 60 },
      { attempt: 3, delay: 300 },
      { attempt: 4, delay: 1800 },
      { attempt: 5, delay: 7200 },
      { attempt: 6, delay: 21_600 },
    ]);
    const [row] = await f.server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    expect(row).toMatchObject({ status: 'failed', attemptCount: 6, sending: false, nextAttemptAt: null });
    const attempts = await f.server.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, delivery!.id));
    expect(attempts.map((a) => a.responseStatus)).toEqual([502, 502, 502, 502, 502, 502]);
    expect(receiver.requests.filter((r) => r.headers['inkflow-delivery'] === delivery!.id)).toHaveLength(6);
    await f.server.db.delete(webhooks).where(eq(webhooks.id, hook!.id));
  });
});
