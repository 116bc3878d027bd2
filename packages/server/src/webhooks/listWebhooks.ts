/** GET /accounts/{id}/webhooks/: the account's webhooks, oldest first, each with its newest delivery. */
import type { WebhookListWire } from '@inkflow/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../db/schema-webhooks.js';
import type { PositionActor } from '../http/actor.js';
import { requireWebhookAdmin } from './requireWebhookAdmin.js';
import { webhookToWire, type LastDelivery } from './webhookToWire.js';

/** Lists the webhooks; `https_only` tells the page the production rule. Errors: 403 (99). */
export async function listWebhooks(db: Db, actor: PositionActor, accountId: number, production: boolean): Promise<WebhookListWire> {
  await requireWebhookAdmin(db, actor, accountId);
  const rows = await db.select().from(webhooks).where(eq(webhooks.accountId, accountId)).orderBy(asc(webhooks.id));
  const last = new Map<number, LastDelivery>();
  if (rows.length > 0) {
    const newest = await db
      .selectDistinctOn([webhookDeliveries.webhookId], {
        webhookId: webhookDeliveries.webhookId,
        status: webhookDeliveries.status,
        eventType: webhookDeliveries.eventType,
        created: webhookDeliveries.created,
        responseStatus: webhookDeliveryAttempts.responseStatus,
      })
      .from(webhookDeliveries)
      .leftJoin(webhookDeliveryAttempts, and(eq(webhookDeliveryAttempts.deliveryId, webhookDeliveries.id), eq(webhookDeliveryAttempts.attempt, webhookDeliveries.attemptCount)))
      .where(
        inArray(
          webhookDeliveries.webhookId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.created));
    for (const { webhookId, ...delivery } of newest) last.set(webhookId, delivery);
  }
  return { collection: rows.map((row) => webhookToWire(row, last.get(row.id) ?? null)), count: rows.length, https_only: production };
}
