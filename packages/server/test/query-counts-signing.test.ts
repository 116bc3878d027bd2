/**
 * A signature in a few statements (DESIGN.md "Signing"): a guest's standard signature is
 * authorised, checked, recorded and answered from one locked load of the agreement. Counted are
 * the SQL statements Drizzle sends during the request (TestServer.countQueries), the guest token
 * lookup of the request's auth included. The concluding signature also queues the seal job in
 * its transaction: pg-boss's insert runs through the same transaction (jobs/pgBossDb.ts
 * transactionSql, a Drizzle `execute`), so it is counted too. Transaction control (BEGIN,
 * COMMIT) is left out: node-postgres' Drizzle session logs it and PGlite's does not, and it
 * carries no work; on PostgreSQL a signature sends those two on top.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { SigningFixture, idOf } from './helpers/signingFlow.js';

// No seal worker: the seal job a concluding signature queues would otherwise start at once and
// its statements would mix into the count (sealing is not part of the signing request).
const f = SigningFixture.perFile({ expirySweepMs: 0, sealJobs: { worker: false } });

/**
 * The most statements one signature may send (issue "One API contract": a signature in at most
 * 12), plus 2 for a counterparty's signature since the My settings notifications: one read of the
 * owner and colleagues who want the email, one outbox insert for all of them
 * (notifications/queueSignedNotifications.ts).
 */
const maxStatements = 14;

/**
 * The statements of the signature: everything but BEGIN / COMMIT / ROLLBACK and the one insert
 * that tells open pages after the commit (push/PushHub.ts; its cost is bench/push.ts's figure).
 */
const working = (queries: string[]) => queries.filter((q) => !/^\s*(begin|commit|rollback)\b/i.test(q) && !/^insert into "push_events"/i.test(q));

describe('a signature', () => {
  it('runs at most 14 SQL statements, the concluding one (which queues the seal job) included', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Ada Lovelace', email: 'ada@example.com' });
    await f.add(draft.id, { fullname: 'Bob Byte', email: 'bob@example.com' });
    const published = await f.publish(draft.id);
    const ada = f.guest((await f.tokenOf(draft.id, 'ada@example.com'))!);
    const bob = f.guest((await f.tokenOf(draft.id, 'bob@example.com'))!);

    const first = await f.server.countQueries(() =>
      ada.post(`/api/agreements/${draft.id}/participants/${idOf(published, 'ada@example.com')}/sign`, { checksum: published.checksum, sign_method: 0 }),
    );
    expect(first.result.statusCode, first.result.body).toBe(200);
    const afterFirst = (first.result.json() as { agreement: AgreementWire }).agreement;
    expect(afterFirst.state).toBe(1);
    expect(working(first.queries).length, first.queries.join('\n')).toBeLessThanOrEqual(maxStatements);

    const last = await f.server.countQueries(() =>
      bob.post(`/api/agreements/${draft.id}/participants/${idOf(published, 'bob@example.com')}/sign`, { checksum: afterFirst.checksum, sign_method: 0 }),
    );
    expect(last.result.statusCode, last.result.body).toBe(200);
    expect((last.result.json() as { agreement: AgreementWire }).agreement.state).toBe(4);
    expect(last.queries.some((q) => /pgboss\.job/i.test(q)), 'the seal job is queued in the signing transaction').toBe(true);
    expect(working(last.queries).length, last.queries.join('\n')).toBeLessThanOrEqual(maxStatements);
  });

  it('as the signed-in owner who is the participant also stays within 14 statements', async () => {
    const me = (await f.owner.get('/api/positions/me')).json() as { email: string; fullname?: string };
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Owner Signer', email: me.email });
    await f.add(draft.id, { fullname: 'Cleo Counter', email: 'cleo@example.com' });
    const published = await f.publish(draft.id);
    const signed = await f.server.countQueries(() => f.owner.post(`/api/agreements/${draft.id}/sign`, { checksum: published.checksum, sign_method: 0 }));
    expect(signed.result.statusCode, signed.result.body).toBe(200);
    expect((signed.result.json() as { agreement: AgreementWire }).agreement.participants.find((p) => p.email === me.email)!.signed_at).not.toBeNull();
    expect(working(signed.queries).length, signed.queries.join('\n')).toBeLessThanOrEqual(maxStatements);
  });
});
