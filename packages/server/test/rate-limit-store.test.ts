/**
 * Rate-limit counters live in the shared store (the database, or Redis when configured), so
 * several server processes enforce one limit together; login also has a per-IP cap across
 * emails. The store itself counts atomically in fixed windows and prunes finished windows.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { accountsSchema, createDatabaseRateLimitStore, createRedisRateLimitStore, createServer, seed, startServer } from '@inkflow/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, demo, openTestDatabase } from './helpers/testServer.js';

// The Redis server of REDIS_URL (CI's .ci/run starts one and sets it, as npm test does when one
// answers on 127.0.0.1:6379); the Redis tests need it, as the PostgreSQL suite needs DATABASE_URL.
const redisUrl = process.env.REDIS_URL ?? '';

/** One login attempt from `ip`, with the double-submit anti-forgery cookie and header. */
function loginFrom(app: FastifyInstance, ip: string, email: string, password = 'wrong-password-123') {
  return app.inject({
    method: 'POST',
    url: '/api/positions/login',
    remoteAddress: ip,
    headers: { cookie: 'XSRF-TOKEN=t0ken', 'x-xsrf-token': 't0ken' },
    payload: { email, password },
  });
}

describe('login per-IP cap', () => {
  it('answers 429 once one IP has tried the cap across many emails, and leaves other IPs alone', async () => {
    const server = await createTestServer({ rateLimits: { loginPerIp: { max: 5, timeWindow: 15 * 60_000 } } });
    try {
      for (let i = 0; i < 5; i++) expect((await loginFrom(server.app, '203.0.113.7', `probe${i}@inkflow.test`)).statusCode).toBe(401);
      const sixth = await loginFrom(server.app, '203.0.113.7', 'probe5@inkflow.test');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ status_code: 429, api_error_code: 'TOO_MANY_REQUESTS' });
      expect(sixth.json().message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password is refused from that IP until the window ends.
      expect((await loginFrom(server.app, '203.0.113.7', demo.email, demo.password)).statusCode).toBe(429);
      expect((await loginFrom(server.app, '198.51.100.4', demo.email, demo.password)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('two server instances', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function twoInstances(extra: { redisUrl?: string; redisKeyPrefix?: string } = {}) {
    const options = { db: database.db, expirySweepMs: 0, loginRateLimit: { max: 3, timeWindow: 60_000 }, ...extra };
    const first = await createServer(options);
    const second = await createServer(options);
    await first.ready();
    await second.ready();
    return [first, second] as const;
  }

  it('share the login counter through the database', async () => {
    const [first, second] = await twoInstances();
    try {
      const email = 'shared.db@inkflow.test';
      expect((await loginFrom(first, '192.0.2.10', email)).statusCode).toBe(401);
      expect((await loginFrom(second, '192.0.2.10', email)).statusCode).toBe(401);
      expect((await loginFrom(first, '192.0.2.10', email)).statusCode).toBe(401);
      expect((await loginFrom(second, '192.0.2.10', email)).statusCode).toBe(429);
      expect((await loginFrom(first, '192.0.2.10', email)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it.runIf(redisUrl)('share the login counter through Redis when REDIS_URL is set', async () => {
    const prefix = `inkflow-test:${randomBytes(6).toString('hex')}:`;
    const [first, second] = await twoInstances({ redisUrl, redisKeyPrefix: prefix });
    const redis = new Redis(redisUrl);
    try {
      const email = 'shared.redis@inkflow.test';
      const before = await database.db.select().from(accountsSchema.rateLimitCounters);
      expect((await loginFrom(first, '192.0.2.20', email)).statusCode).toBe(401);
      expect((await loginFrom(second, '192.0.2.20', email)).statusCode).toBe(401);
      expect((await loginFrom(first, '192.0.2.20', email)).statusCode).toBe(401);
      expect((await loginFrom(second, '192.0.2.20', email)).statusCode).toBe(429);
      // The counters went to Redis under the prefix, not to the database.
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
      expect(await database.db.select().from(accountsSchema.rateLimitCounters)).toEqual(before);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await first.close();
      await second.close();
    }
  });
});

describe.runIf(redisUrl)('startServer', () => {
  it('counts in Redis when REDIS_URL is set', async () => {
    const server = await startServer({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', IN_MEMORY: '1', LOG: '0', REDIS_URL: redisUrl });
    const redis = new Redis(redisUrl);
    const email = `start.${randomBytes(6).toString('hex')}@inkflow.test`;
    try {
      const response = await fetch(`${server.url}/api/positions/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t0ken', 'x-xsrf-token': 't0ken' },
        body: JSON.stringify({ email, password: 'wrong-password-123' }),
      });
      expect(response.status).toBe(401);
      expect(await redis.keys(`inkflow:rate:login:*${email}`)).toHaveLength(1);
    } finally {
      const keys = await redis.keys(`inkflow:rate:login:*${email}`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await server.close();
    }
  });
});

describe('database store', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('allows `limit` calls per window, reports the wait, and starts afresh in the next window', async () => {
    let now = Date.UTC(2026, 10, 23, 12, 0, 10);
    const store = createDatabaseRateLimitStore(database.db, { now: () => now });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await store.consume('unit:window', 3, 60_000));
    now += 20_000;
    results.push(await store.consume('unit:window', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    // The window opened at the first call and does not move when refused calls keep coming.
    expect(results[3]!.retryAfterMs).toBe(40_000);
    now += 39_999;
    expect((await store.consume('unit:window', 3, 60_000)).allowed).toBe(false);
    now += 1;
    expect((await store.consume('unit:window', 3, 60_000)).allowed).toBe(true);
    expect((await store.consume('unit:window', 3, 60_000)).allowed).toBe(true);
  });

  it('counts concurrent calls exactly', async () => {
    const store = createDatabaseRateLimitStore(database.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.consume('unit:concurrent', 7, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });

  it('prunes counters of finished windows', async () => {
    let now = Date.UTC(2026, 10, 23, 13, 0, 0);
    const store = createDatabaseRateLimitStore(database.db, { now: () => now });
    await store.consume('unit:prune', 1, 60_000);
    now += 10 * 60_000;
    await store.consume('unit:prune-other', 1, 60_000);
    const keys = (await database.db.select().from(accountsSchema.rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('unit:prune-other');
    expect(keys).not.toContain('unit:prune');
  });
});

describe.runIf(redisUrl)('redis store', () => {
  it('allows `limit` calls per window, reports the wait, and lets Redis expire the key with its window', async () => {
    const prefix = `inkflow-test:${randomBytes(6).toString('hex')}:`;
    const store = createRedisRateLimitStore({ url: redisUrl, keyPrefix: prefix });
    const redis = new Redis(redisUrl);
    try {
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await store.consume('unit', 3, 60_000));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.retryAfterMs).toBeGreaterThan(0);
      expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
      const [key] = await redis.keys(`${prefix}*`);
      expect(await redis.pttl(key!)).toBeGreaterThan(0);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await store.close();
    }
  });
});
