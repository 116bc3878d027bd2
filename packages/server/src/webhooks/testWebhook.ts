/**
 * POST /accounts/{id}/webhooks/{webhookId}/test (§5 "a Test action"): sends a `webhook.test`
 * event, signed like every delivery, at once and answers what the receiver said. The test is
 * logged like any delivery; it is never retried.
 */
import { webhookTestEventType, type WebhookDeliveryWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { webhookDeliveries, webhookDeliveryAttempts } from '../db/schema-webhooks.js';
import type { PositionActor } from '../http/actor.js';
import { loadWebhook } from './loadWebhook.js';
import { requireWebhookAdmin } from './requireWebhookAdmin.js';
import { eventBody, newEventId } from './webhookEvent.js';
import type { WebhookJobs } from './webhookJobs.js';
import { deliveryToWire } from './webhookToWire.js';

/** Sends the test and answers the delivery with its one attempt. Errors: 403 (99, 2001, 2002), 404. */
export async function testWebhook(db: Db, jobs: Pick<WebhookJobs, 'attemptNow'>, actor: PositionActor, accountId: number, webhookId: number): Promise<WebhookDeliveryWire> {
  await requireWebhookAdmin(db, actor, accountId);
  const hook = await loadWebhook(db, accountId, webhookId);
  const eventId = newEventId();
  const body = eventBody(eventId, webhookTestEventType, accountId, { webhook: { id: hook.id, url: hook.url } });
  const [created] = await db.insert(webhookDeliveries).values({ webhookId, eventId, eventType: webhookTestEventType, agreementId: null, body }).returning({ id: webhookDeliveries.id });
  await jobs.attemptNow({ deliveryId: created!.id, attempt: 1 });
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, created!.id));
  const attempts = await db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, created!.id));
  return deliveryToWire(row!, attempts);
}
