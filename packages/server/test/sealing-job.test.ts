/**
 * Sealing as a durable job: the concluding signature queues the seal job in its own transaction
 * and the sign call answers without waiting for the seal; until the job has run, downloading
 * answers 409 ASSET_PROCESSING; a job queued before a restart is run by the next server on the
 * same database; failed attempts are retried, the last one records seal_failed and a download
 * queues a new job; two workers on one database seal each agreement once.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { createServer, openDatabase, seed, type CreateServerOptions, type Db } from '@inkflow/server';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfsig } from './helpers/pdfTools.js';
import { TestClient, guestHeaders, loginClient, openTestDatabase, tokenFromLink } from './helpers/testServer.js';
import { flakyStorage } from './helpers/flakyStorage.js';
import { isSealed, sealJobPending, waitForSeal } from './helpers/waitForSeal.js';

type Outbox = { collection: { to: string; text: string }[] };
type EventNode = { type: string; payload: Record<string, unknown>; children: EventNode[] };
const flatten = (nodes: EventNode[]): EventNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

let database: { db: Db; url?: string; close(): Promise<void> };
const storage = flakyStorage();
const running = new Set<FastifyInstance>();

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db);
});
afterAll(async () => {
  for (const app of running) await app.close();
  await database?.close();
});

/** A server on the shared database and storage (a restart is: close one, start another). */
async function start(options: Partial<CreateServerOptions> = {}, db: Db = database.db): Promise<{ app: FastifyInstance; owner: TestClient; close(): Promise<void> }> {
  const app = await createServer({ db, storage, loginRateLimit: { max: 1000, timeWindow: 60_000 }, devRoutes: true, ...options });
  await app.ready();
  running.add(app);
  return {
    app,
    owner: await loginClient(app),
    async close() {
      running.delete(app);
      await app.close();
    },
  };
}

/** Creates and publishes a one-signatory agreement and signs it as the guest; returns the sign response. */
async function concludeAgreement(app: FastifyInstance, owner: TestClient, name: string) {
  const workspaceId = ((await owner.get('/api/positions/me')).json() as PositionWire).collections[0]!.id;
  let a = (await owner.post('/api/agreements/', { collection_id: workspaceId, name })).json() as AgreementWire;
  a = (await owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: `The terms of ${name}.` }] }] } }] })).json() as AgreementWire;
  const email = `signer-${a.id}@example.com`;
  expect((await owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Sam Signer', email, type: 1 })).statusCode).toBe(201);
  const published = await owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
  expect(published.statusCode, published.body).toBe(200);
  const participantId = (published.json() as AgreementWire).participants.find((p) => p.email === email)!.id;
  const outbox = (await owner.get('/api/dev/outbox')).json() as Outbox;
  const token = tokenFromLink(outbox.collection.find((m) => m.to === email && m.text.includes(`/documents/${a.id}/at/`))!.text, a.id);
  const guest = new TestClient(app);
  const current = (await guest.get(`/api/agreements/${a.id}`, { headers: guestHeaders(token) })).json() as AgreementWire;
  const signed = await guest.post(`/api/agreements/${a.id}/participants/${participantId}/sign`, { checksum: current.checksum, sign_method: 0 }, { headers: guestHeaders(token) });
  expect(signed.statusCode, signed.body).toBe(200);
  return { id: a.id, agreement: (signed.json() as { agreement: AgreementWire }).agreement };
}

async function eventsOf(owner: TestClient, id: number): Promise<EventNode[]> {
  return flatten(((await owner.get(`/api/agreements/${id}/events`)).json() as { collection: EventNode[] }).collection);
}

describe('the seal job', () => {
  it('lets the sign call answer before the seal: download says processing until the job runs', async () => {
    const queueOnly = await start({ sealJobs: { worker: false } });
    const { id, agreement } = await concludeAgreement(queueOnly.app, queueOnly.owner, 'Answered before sealing');
    expect(agreement.state).toBe(4);
    expect(agreement.participants[0]!.signed_at).not.toBeNull();
    expect(await isSealed(database.db, id)).toBe(false);
    expect(await sealJobPending(database.db, id)).toBe(true);

    const early = await queueOnly.owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status_code: 409, api_error_code: 'ASSET_PROCESSING' });
    expect((early.json() as { message: string }).message).toMatch(/processing in progress, try again shortly/);
    const copy = await queueOnly.owner.post(`/api/agreements/${id}/participants/${agreement.participants[0]!.id}/send_concluded_copy`, {});
    expect(copy.statusCode).toBe(409);
    expect(copy.json()).toMatchObject({ api_error_code: 'ASSET_PROCESSING' });
    // Asking did not seal in the request.
    expect(await isSealed(database.db, id)).toBe(false);

    // A restart: the job committed with the signature is run by the next server on the same
    // database (on PostgreSQL through a new connection pool; in-memory PGlite lives in its handle).
    await queueOnly.close();
    const reopened = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
    const next = await start({}, reopened?.db ?? database.db);
    expect(await waitForSeal(database.db, id)).toBe('sealed');
    const response = await next.owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfsig(response.rawPayload)).toContain('Signature Validation: Signature is Valid.');
    const sealed = (await eventsOf(next.owner, id)).filter((e) => e.type === 'sealed');
    expect(sealed.map((e) => e.payload.trigger)).toEqual(['signed']);
    await next.close();
    await reopened?.close();
  });

  it('retries a failed seal and seals on a later attempt, without recording seal_failed', async () => {
    const server = await start({ sealJobs: { retryLimit: 3, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } });
    storage.failing = true;
    let id: number;
    try {
      ({ id } = await concludeAgreement(server.app, server.owner, 'Sealed on retry'));
      // Wait until the first attempt has failed and the job waits for its retry.
      const deadline = Date.now() + 20_000;
      while (!(await jobInRetry(database.db, id))) {
        if (Date.now() > deadline) throw new Error('the first seal attempt did not fail');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      storage.failing = false;
    }
    expect(await waitForSeal(database.db, id)).toBe('sealed');
    const events = await eventsOf(server.owner, id);
    expect(events.filter((e) => e.type === 'seal_failed')).toEqual([]);
    expect(events.filter((e) => e.type === 'sealed')).toHaveLength(1);
    await server.close();
  });

  it('records seal_failed when the last attempt fails, and a download queues a new seal job', async () => {
    const server = await start({ sealJobs: { retryLimit: 0 } });
    storage.failing = true;
    let id: number;
    try {
      ({ id } = await concludeAgreement(server.app, server.owner, 'Sealing fails'));
      expect(await waitForSeal(database.db, id)).toBe('not_sealed');
    } finally {
      storage.failing = false;
    }
    expect((await eventsOf(server.owner, id)).filter((e) => e.type === 'seal_failed').map((e) => e.payload.message)).toEqual(['disk full']);

    const asked = await server.owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ api_error_code: 'ASSET_PROCESSING' });
    expect(await waitForSeal(database.db, id)).toBe('sealed');
    const response = await server.owner.get(`/api/agreements/${id}/sealed_pdf`);
    expect(response.statusCode).toBe(200);
    expect((await eventsOf(server.owner, id)).find((e) => e.type === 'sealed')?.payload.trigger).toBe('download');
    await server.close();
  });

  it('records seal_failed at once when there is no seal certificate (production without SEAL_P12)', async () => {
    const server = await start({ production: true, sealJobs: { retryLimit: 5 } });
    // Production has no /api/dev/outbox: conclude through a development server that only queues.
    const queueOnly = await start({ sealJobs: { worker: false } });
    const { id } = await concludeAgreement(queueOnly.app, queueOnly.owner, 'No certificate');
    await queueOnly.close();
    expect(await waitForSeal(database.db, id)).toBe('not_sealed');
    const failed = (await eventsOf(server.owner, id)).filter((e) => e.type === 'seal_failed');
    expect(failed).toHaveLength(1);
    expect(String(failed[0]!.payload.message)).toMatch(/SEAL_P12/);
    await server.close();
  });

  it('seals each agreement once when two workers share the database', async () => {
    const queueOnly = await start({ sealJobs: { worker: false } });
    const ids: number[] = [];
    for (const name of ['Shared one', 'Shared two', 'Shared three', 'Shared four']) ids.push((await concludeAgreement(queueOnly.app, queueOnly.owner, name)).id);
    await queueOnly.close();
    for (const id of ids) expect(await isSealed(database.db, id)).toBe(false);

    // On PostgreSQL the second worker has its own connection pool, as another process would.
    const otherPool = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
    const [first, second] = await Promise.all([
      start({ sealJobs: { pollingIntervalSeconds: 0.5 } }),
      start({ sealJobs: { pollingIntervalSeconds: 0.5 } }, otherPool?.db ?? database.db),
    ]);
    for (const id of ids) expect(await waitForSeal(database.db, id)).toBe('sealed');
    for (const id of ids) expect((await eventsOf(first!.owner, id)).filter((e) => e.type === 'sealed')).toHaveLength(1);
    await first!.close();
    await second!.close();
    await otherPool?.close();
  });
});

/** Whether the seal job of `agreementId` failed an attempt and waits for its retry. */
async function jobInRetry(db: Db, agreementId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM pgboss.job WHERE name = 'seal-agreement' AND singleton_key = ${`agreement-${agreementId}`} AND state = 'retry'`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
