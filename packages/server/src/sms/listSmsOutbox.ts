/** The SMS outbox, newest first (dev tooling; at most the last 200 messages). */
import type { OutboxSmsWire } from '@inkflow/core';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { outboxSms } from '../db/schema-signing.js';

/** `{ collection, count }` of outbox SMS, newest first. */
export async function listSmsOutbox(db: Db): Promise<{ collection: OutboxSmsWire[]; count: number }> {
  const rows = await db.select().from(outboxSms).orderBy(desc(outboxSms.created), desc(outboxSms.id)).limit(200);
  const [total] = await db.select({ n: count() }).from(outboxSms);
  return { collection: rows.map((r) => ({ to: r.to, text: r.text, created: r.created.toISOString() })), count: total?.n ?? 0 };
}
