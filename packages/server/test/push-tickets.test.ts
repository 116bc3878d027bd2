/**
 * §7 push channel internals: tickets (HMAC-signed, 60 s), the secret shared through the
 * database, and the day-long retention of stored events.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, type Db } from '@inkflow/server';
import { agreements, collections } from '../src/db/schema.js';
import { pushEvents } from '../src/db/schema-messages.js';
import { prunePushEvents } from '../src/push/PushHub.js';
import { loadPushSecret, signPushTicket, verifyPushTicket, type PushGrant } from '../src/push/pushTicket.js';
import { openTestDatabase } from './helpers/testServer.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seed(db);
});
afterAll(async () => database?.close());

const grant: PushGrant = { agreementId: 7, reader: { side: 'counterparty', participantId: 3 } };

describe('push tickets', () => {
  it('verify what they sign for 60 seconds, and nothing tampered with', () => {
    const now = Date.now();
    const ticket = signPushTicket('s3cret', grant, now);
    expect(verifyPushTicket('s3cret', ticket, now + 59_000)).toEqual(grant);
    expect(verifyPushTicket('s3cret', ticket, now + 61_000)).toBeNull();
    expect(verifyPushTicket('other', ticket, now)).toBeNull();
    const [, signature] = ticket.split('.');
    const widened = Buffer.from(JSON.stringify({ a: 8, r: grant.reader, exp: Math.floor(now / 1000) + 60 })).toString('base64url');
    expect(verifyPushTicket('s3cret', `${widened}.${signature}`, now)).toBeNull();
    expect(verifyPushTicket('s3cret', `${ticket}.x`, now)).toBeNull();
    expect(verifyPushTicket('s3cret', 'garbage', now)).toBeNull();
  });

  it('share one secret stored once in the database, unless PUSH_SECRET is configured', async () => {
    const first = await loadPushSecret(db);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(await loadPushSecret(db)).toBe(first);
    expect(await loadPushSecret(db, 'configured')).toBe('configured');
  });
});

describe('stored push events', () => {
  it('are pruned after a day', async () => {
    const [collection] = await db.select().from(collections).limit(1);
    const [agreement] = await db.insert(agreements).values({ collectionId: collection!.id, name: 'Prune', checksum: 'prune' }).returning();
    const now = new Date();
    await db.insert(pushEvents).values([
      { agreementId: agreement!.id, event: { type: 'agreement.changed', reason: 'old' }, created: new Date(now.getTime() - 25 * 3600_000) },
      { agreementId: agreement!.id, event: { type: 'agreement.changed', reason: 'recent' }, created: new Date(now.getTime() - 23 * 3600_000) },
    ]);
    await prunePushEvents(db, now);
    const left = await db.select().from(pushEvents).where(eq(pushEvents.agreementId, agreement!.id));
    expect(left.map((row) => row.event.reason)).toEqual(['recent']);
  });
});
