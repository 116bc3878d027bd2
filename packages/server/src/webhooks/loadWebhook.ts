/** Reading one webhook of an account. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { webhooks } from '../db/schema-webhooks.js';
import { notFound } from '../http/ApiHttpError.js';

/** The webhook `webhookId` of account `accountId`, or 404 (another account's webhook does not exist for the caller). */
export async function loadWebhook(db: Db, accountId: number, webhookId: number): Promise<typeof webhooks.$inferSelect> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound('Webhook not found');
  return row;
}
