/**
 * The delivery log of a webhook (GET …/deliveries/, newest first, each with its attempts) and
 * Redeliver (POST …/deliveries/{deliveryId}/redeliver): one more attempt of the same body, queued
 * for the worker; a delivery whose attempt is running answers 409 6007 "Action already in
 * progress".
 */
import { ApiErrorCode, type WebhookDeliveryWire, type webhookDeliveryListQuerySchema } from '@inkflow/core';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { webhookDeliveries, webhookDeliveryAttempts } from '../db/schema-webhooks.js';
import type { PositionActor } from '../http/actor.js';
import { notFound, stateConflict } from '../http/ApiHttpError.js';
import { loadWebhook } from './loadWebhook.js';
import { requireWebhookAdmin } from './requireWebhookAdmin.js';
import type { WebhookJobs } from './webhookJobs.js';
import { deliveryToWire } from './webhookToWire.js';

/** Deliveries with their attempts, in the order of `rows`. */
async function withAttempts(db: Db, rows: (typeof webhookDeliveries.$inferSelect)[]): Promise<WebhookDeliveryWire[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => deliveryToWire(row, attempts.filter((a) => a.deliveryId === row.id)));
}

/** A page of the log `{ collection, count }`. Errors: 403 (99), 404. */
export async function listWebhookDeliveries(
  db: Db,
  actor: PositionActor,
  accountId: number,
  webhookId: number,
  query: z.output<typeof webhookDeliveryListQuerySchema>,
): Promise<{ collection: WebhookDeliveryWire[]; count: number }> {
  await requireWebhookAdmin(db, actor, accountId);
  await loadWebhook(db, accountId, webhookId);
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.created), desc(webhookDeliveries.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { collection: await withAttempts(db, rows), count: total?.n ?? 0 };
}

/** Queues one more attempt and answers the delivery as it stands. Errors: 403 (99, 2001, 2002), 404, 409 6007. */
export async function redeliverWebhookDelivery(
  db: Db,
  jobs: Pick<WebhookJobs, 'redeliver'>,
  actor: PositionActor,
  accountId: number,
  webhookId: number,
  deliveryId: string,
): Promise<WebhookDeliveryWire> {
  await requireWebhookAdmin(db, actor, accountId);
  await loadWebhook(db, accountId, webhookId);
  const row = await db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
      .for('update');
    if (!delivery) throw notFound('Delivery not found');
    if (delivery.sending) throw stateConflict(ApiErrorCode.ActionInProgress, 'Action already in progress');
    await jobs.redeliver(tx, deliveryId, delivery.attemptCount + 1);
    const [updated] = await tx.update(webhookDeliveries).set({ status: 'pending', nextAttemptAt: null, updated: new Date() }).where(eq(webhookDeliveries.id, deliveryId)).returning();
    return updated!;
  });
  const [wire] = await withAttempts(db, [row]);
  return wire!;
}
