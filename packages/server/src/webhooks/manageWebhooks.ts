/**
 * Adding, changing, deleting a webhook and rolling its secret (docs/webhooks.md "Managing").
 * Admins of the account only (403 99); everything but deleting is premium (403 2002 after the
 * trial, 2001 when locked). URLs follow §5 and, in production, webhookUrl.ts (400).
 */
import type { CreatedWebhookWire, WebhookWire, createWebhookSchema, updateWebhookSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { webhooks } from '../db/schema-webhooks.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { loadWebhook } from './loadWebhook.js';
import { requireWebhookAdmin } from './requireWebhookAdmin.js';
import { checkWebhookUrl } from './webhookUrl.js';
import { newWebhookSecret } from './webhookSignature.js';
import { webhookToWire } from './webhookToWire.js';

/** The most webhooks one account may have. */
export const maxWebhooksPerAccount = 20;

/** Adds a webhook with a new secret, answered this once. Errors: 400, 403 (99, 2001, 2002). */
export async function createWebhook(db: Db, actor: PositionActor, accountId: number, input: z.output<typeof createWebhookSchema>, production: boolean): Promise<CreatedWebhookWire> {
  await requireWebhookAdmin(db, actor, accountId);
  checkWebhookUrl(input.url, production);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.accountId, accountId)).for('update');
    if (existing.length >= maxWebhooksPerAccount) throw badRequest(`An account can have at most ${maxWebhooksPerAccount} webhooks`);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhooks)
      .values({ accountId, url: input.url, events: input.events, enabled: input.enabled, secret, createdBy: actor.position.positionId })
      .returning();
    return { ...webhookToWire(row!), secret };
  });
}

/** Changes url, events and/or enabled. Errors: 400, 403 (99, 2001, 2002), 404. */
export async function updateWebhook(db: Db, actor: PositionActor, accountId: number, webhookId: number, input: z.output<typeof updateWebhookSchema>, production: boolean): Promise<WebhookWire> {
  await requireWebhookAdmin(db, actor, accountId);
  await loadWebhook(db, accountId, webhookId);
  if (input.url !== undefined) checkWebhookUrl(input.url, production);
  const [row] = await db
    .update(webhooks)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      updated: new Date(),
    })
    .where(eq(webhooks.id, webhookId))
    .returning();
  return webhookToWire(row!);
}

/** Deletes the webhook with its delivery log (queued attempts then find nothing). Errors: 403 (99), 404. */
export async function deleteWebhook(db: Db, actor: PositionActor, accountId: number, webhookId: number): Promise<void> {
  await requireWebhookAdmin(db, actor, accountId);
  await loadWebhook(db, accountId, webhookId);
  await db.delete(webhooks).where(eq(webhooks.id, webhookId));
}

/** Replaces the secret; the new one is answered this once. Errors: 403 (99, 2001, 2002), 404. */
export async function rollWebhookSecret(db: Db, actor: PositionActor, accountId: number, webhookId: number): Promise<CreatedWebhookWire> {
  await requireWebhookAdmin(db, actor, accountId);
  await loadWebhook(db, accountId, webhookId);
  const secret = newWebhookSecret();
  const [row] = await db.update(webhooks).set({ secret, updated: new Date() }).where(eq(webhooks.id, webhookId)).returning();
  return { ...webhookToWire(row!), secret };
}
