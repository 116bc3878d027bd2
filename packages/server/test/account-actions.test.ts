/**
 * Long account actions (§7) and §8 6007: one running action per account and kind, enforced by
 * the database; a dead process's action is taken over once its lease has passed.
 */
import { accountActionLeaseMs, beginAccountAction, failAccountAction, finishAccountAction, listAccountActions, renewAccountAction, schema } from '@inkflow/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherAccount } from './helpers/otherAccount.js';
import { createTestServer, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let accountId: number;
let otherAccountId: number;

beforeAll(async () => {
  server = await createTestServer();
  const [first] = await server.db.select({ id: schema.accounts.id }).from(schema.accounts).limit(1);
  accountId = first!.id;
  await createOtherAccount(server.db);
  const [other] = await server.db.select({ id: schema.accounts.id }).from(schema.accounts).orderBy(schema.accounts.id).offset(1).limit(1);
  otherAccountId = other!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('account actions', () => {
  it('refuses a second identical action while one runs with 409 6007, and allows it once the first ended', async () => {
    const first = await beginAccountAction(server.db, { accountId, kind: 'export', positionId: null });
    expect(first.state).toBe('running');
    await expect(beginAccountAction(server.db, { accountId, kind: 'export', positionId: null })).rejects.toMatchObject({ statusCode: 409, apiErrorCode: 6007 });
    // Another kind, and the same kind of another account, are not blocked.
    const seats = await beginAccountAction(server.db, { accountId, kind: 'buy_seats', positionId: null });
    const elsewhere = await beginAccountAction(server.db, { accountId: otherAccountId, kind: 'export', positionId: null });
    await finishAccountAction(server.db, first.id, { file: 'a.zip' });
    await failAccountAction(server.db, seats.id, 'card declined');
    await finishAccountAction(server.db, elsewhere.id);
    const second = await beginAccountAction(server.db, { accountId, kind: 'export', positionId: null });
    await finishAccountAction(server.db, second.id);
    const listed = await listAccountActions(server.db, accountId, 'export');
    expect(listed.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toMatchObject({ state: 'done', progress: 100, details: { file: 'a.zip' } });
    const [failed] = await listAccountActions(server.db, accountId, 'buy_seats');
    expect(failed).toMatchObject({ state: 'failed', error: 'card declined' });
  });

  it('keeps the 6007 inside a transaction usable: the caller can still write and commit', async () => {
    const running = await beginAccountAction(server.db, { accountId, kind: 'data_management', positionId: null });
    const outcome = await server.db.transaction(async (tx) => {
      await beginAccountAction(tx, { accountId, kind: 'data_management', positionId: null }).catch((error: { apiErrorCode?: number }) => error.apiErrorCode);
      const [row] = await tx.select({ id: schema.accounts.id }).from(schema.accounts).limit(1);
      return row?.id;
    });
    expect(outcome).toBe(accountId);
    await finishAccountAction(server.db, running.id);
  });

  it('takes over an action whose lease has passed (its process died), not one that is renewed', async () => {
    const start = new Date('2026-11-28T10:00:00Z');
    const dead = await beginAccountAction(server.db, { accountId, kind: 'cancellation', positionId: null, now: start });
    const stillAlive = new Date(start.getTime() + accountActionLeaseMs - 1000);
    await expect(beginAccountAction(server.db, { accountId, kind: 'cancellation', positionId: null, now: stillAlive })).rejects.toMatchObject({ apiErrorCode: 6007 });
    // A renewal at that moment keeps it alive past the first lease.
    expect(await renewAccountAction(server.db, dead.id, 140, stillAlive)).toBe(true);
    const afterFirstLease = new Date(start.getTime() + accountActionLeaseMs + 1000);
    await expect(beginAccountAction(server.db, { accountId, kind: 'cancellation', positionId: null, now: afterFirstLease })).rejects.toMatchObject({ apiErrorCode: 6007 });
    const [renewed] = await listAccountActions(server.db, accountId, 'cancellation');
    expect(renewed!.progress).toBe(100); // clamped
    // Without further renewals the lease passes and the next start takes over.
    const late = new Date(stillAlive.getTime() + accountActionLeaseMs + 1000);
    const next = await beginAccountAction(server.db, { accountId, kind: 'cancellation', positionId: null, now: late });
    const [latest, previous] = await listAccountActions(server.db, accountId, 'cancellation');
    expect(latest!.id).toBe(next.id);
    expect(previous).toMatchObject({ id: dead.id, state: 'failed' });
    expect(await renewAccountAction(server.db, dead.id, 50)).toBe(false);
    await finishAccountAction(server.db, next.id);
  });
});
