/**
 * §8 4001 "Someone else is signing now": a signer waits at most lockWaitMs for the agreement's
 * row lock, then gets 409/4001 and nothing changes. Runs where two transactions can overlap:
 * on PostgreSQL (DATABASE_URL, as CI's second server run does). PGlite has a single connection,
 * so there a second transaction simply queues behind the first and 4001 cannot occur.
 */
import { schema } from '@inkflow/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('signing lock on PostgreSQL', () => {
  let server: TestServer;
  let f: SigningFixture;
  beforeAll(async () => {
    server = await createTestServer({ expirySweepMs: 0 });
    f = await SigningFixture.create(server, await loginClient(server.app));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 4001 while another signature holds the agreement, and signs once it is free', async () => {
    const a = await f.draft();
    await f.add(a.id, { fullname: 'Lena Lock', email: 'lena@example.com' });
    const sent = await f.publish(a.id);
    const lena = f.guest((await f.tokenOf(a.id, 'lena@example.com'))!);
    const pid = idOf(sent, 'lena@example.com');

    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // Stands in for a long signature of another participant: it holds the same row lock.
    const holder = server.db.transaction(async (tx) => {
      await tx.execute(sql`select id from agreements where id = ${a.id} for update`);
      locked();
      await released;
    });
    await isLocked;
    const blocked = await lena.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: sent.checksum, sign_method: 0 });
    release();
    await holder;
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ status_code: 409, api_error_code: 4001, message: 'Someone else is signing now' });
    const [row] = await server.db.select().from(schema.participants).where(eq(schema.participants.id, pid));
    expect(row!.signedAt).toBeNull();

    const signed = await lena.post(`/api/agreements/${a.id}/participants/${pid}/sign`, { checksum: sent.checksum, sign_method: 0 });
    expect(signed.statusCode).toBe(200);
  });
});
