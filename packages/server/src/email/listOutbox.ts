/** The outbox, newest first (dev tooling; at most the last 200 emails). */
import type { OutboxEmailWire } from '@inkflow/core';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { outboxEmails } from '../db/schema.js';

/** `{ collection, count }` of outbox emails, newest first. */
export async function listOutbox(db: Db): Promise<{ collection: OutboxEmailWire[]; count: number }> {
  const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.created), desc(outboxEmails.id)).limit(200);
  const [total] = await db.select({ n: count() }).from(outboxEmails);
  return {
    collection: rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, attachments: r.attachments, created: r.created.toISOString() })),
    count: total?.n ?? 0,
  };
}
