/**
 * §7 push channel across server processes: two createServer instances on one database. With
 * DATABASE_URL and REDIS_URL (the PostgreSQL run of `npm test`, CI) each has its own database
 * pool and its own Redis bus (a key prefix per run), as two real processes would; otherwise they
 * share the PGlite database and two in-memory buses linked like pub/sub. A ticket issued by one
 * server opens a socket on the other (the push secret lives in the database), and an event
 * published after a write through one reaches a socket connected to the other.
 */
import { randomBytes } from 'node:crypto';
import { createServer, openDatabase, seed, type Db } from '@inkflow/server';
import type { AgreementWire } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedMemoryBuses, openPushSocket } from './helpers/pushSocket.js';
import { loginClient, openTestDatabase } from './helpers/testServer.js';

const redisUrl = process.env.REDIS_URL ?? '';
const realProcesses = Boolean(process.env.DATABASE_URL && redisUrl);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let second: { db: Db; close(): Promise<void> } | undefined;
const servers: { app: FastifyInstance; origin: string }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db);
  if (realProcesses) second = await openDatabase({ databaseUrl: database.url! });
  const buses = linkedMemoryBuses(2);
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const generous = { max: 1000, timeWindow: 60_000 };
  for (const [index, db] of [database.db, second?.db ?? database.db].entries()) {
    const app = await createServer({
      db,
      devRoutes: true,
      expirySweepMs: 0,
      sealJobs: { worker: false },
      loginRateLimit: generous,
      rateLimits: { loginPerIp: generous },
      ...(realProcesses ? { redisUrl, redisKeyPrefix: prefix } : { pushBus: buses[index]! }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    servers.push({ app, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }
});

afterAll(async () => {
  for (const { app } of servers) await app.close();
  await second?.close();
  await database?.close();
});

describe(`push between two servers (${realProcesses ? 'PostgreSQL + Redis' : 'one PGlite, linked in-memory buses'})`, () => {
  it('carries a save and a chat message posted through one server to a page connected to the other, with a ticket from the first', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const owner = await loginClient(a.app);
    const me = (await owner.get('/api/positions/me')).json() as { collections: { id: number }[] };
    const draft = (await owner.post('/api/agreements/', { name: 'Across processes', collection_id: me.collections[0]!.id })).json() as AgreementWire;
    expect(draft.id).toEqual(expect.any(Number));
    const ticket = ((await owner.post('/api/push/auth', { agreement_id: draft.id })).json() as { ticket: string }).ticket;
    const socket = await openPushSocket(b.origin, ticket);
    const saved = await owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, name: 'Renamed across' });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await socket.next((e) => e.type === 'agreement.saved', 5000);
    expect(event).toMatchObject({ agreement_id: draft.id, checksum: (saved.json() as AgreementWire).checksum });
    // A chat message posted through the first server reaches the page connected to the second.
    const posted = await owner.post(`/api/agreements/${draft.id}/messages/`, { type: 2, body: 'Posted through server A' });
    expect(posted.statusCode, posted.body).toBe(201);
    const message = await socket.next((e) => e.type === 'message.created', 5000);
    expect(message.type === 'message.created' && message.message.body).toBe('Posted through server A');
    socket.close();
  });
});
