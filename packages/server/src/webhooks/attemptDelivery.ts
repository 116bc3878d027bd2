/**
 * One attempt of a webhook delivery (docs/webhooks.md "Retries"): claim the attempt, POST the
 * stored body with a fresh signature, then record the attempt and the delivery's new status in
 * one transaction, which also queues the next retry when one is due.
 *
 * Claiming moves `attempt_count` to the attempt's number and sets `sending` in one conditional
 * UPDATE, so of two workers handed the same attempt (a redelivery racing a scheduled retry, or a
 * job pg-boss retried after its process died) only one sends; the other finds nothing to claim.
 * No transaction is held open during the request: a slow receiver never ties up a connection.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../db/schema-webhooks.js';
import { postWebhook, type WebhookAnswer } from './postWebhook.js';
import { signatureHeader } from './webhookSignature.js';

/** Seconds before each automatic retry: 1 min, 5 min, 30 min, 2 h, 6 h; then the delivery has failed. */
export const defaultRetryDelaysSeconds: readonly number[] = [60, 300, 1800, 7200, 21_600];

/** What one attempt needs. */
export interface AttemptDeps {
  db: Db;
  production: boolean;
  /** The product name in the User-Agent (`Inkflow-Webhooks/1.0`). */
  productName: string;
  timeoutMs: number;
  retryDelaysSeconds: readonly number[];
  /** Queues attempt `data.attempt` of the delivery inside `tx`, `delaySeconds` from now. */
  schedule(tx: Db, data: AttemptRequest, delaySeconds: number): Promise<void>;
}

/** Which attempt to make. `manual`: a Test or Redeliver (no automatic retry follows a failure). */
export interface AttemptRequest {
  deliveryId: string;
  attempt: number;
  manual?: boolean;
}

/** The outcome of an attempt, or undefined when there was nothing to claim. */
export type AttemptOutcome = { answer: WebhookAnswer; status: 'succeeded' | 'retrying' | 'failed' } | undefined;

/**
 * Makes attempt `request.attempt` of the delivery. `recovering`: a previous run of this very
 * attempt died after claiming it (pg-boss retried the job), so a claimed-but-unrecorded attempt
 * may be taken over. Rejects only on database errors (the job is then retried).
 */
export async function attemptDelivery(deps: AttemptDeps, request: AttemptRequest, recovering = false): Promise<AttemptOutcome> {
  const { db } = deps;
  const { deliveryId, attempt } = request;
  const now = new Date();
  const claimable = recovering
    ? sql`((${webhookDeliveries.attemptCount} = ${attempt - 1} AND NOT ${webhookDeliveries.sending}) OR (${webhookDeliveries.attemptCount} = ${attempt} AND ${webhookDeliveries.sending}))`
    : sql`(${webhookDeliveries.attemptCount} = ${attempt - 1} AND NOT ${webhookDeliveries.sending})`;
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ attemptCount: attempt, sending: true, status: 'pending', nextAttemptAt: null, updated: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), claimable))
    .returning();
  if (!delivery) return undefined;
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId)).limit(1);
  if (!hook) return undefined;

  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': `${deps.productName}-Webhooks/1.0`,
    'Inkflow-Event': delivery.eventId,
    'Inkflow-Delivery': delivery.id,
    'Inkflow-Signature': signatureHeader(hook.secret, timestamp, delivery.body),
  };
  // A webhook turned off meanwhile receives nothing more; the attempt says why.
  const answer: WebhookAnswer = hook.enabled
    ? await postWebhook(hook.url, delivery.body, headers, { production: deps.production, timeoutMs: deps.timeoutMs })
    : { status: null, headers: null, body: null, durationMs: 0, error: 'The webhook is turned off' };
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const error = answer.error ?? (delivered ? null : `The receiver answered ${answer.status}; only 2xx counts as delivered`);
  const delay = delivered || request.manual || !hook.enabled ? undefined : deps.retryDelaysSeconds[attempt - 1];
  const status = delivered ? 'succeeded' : delay !== undefined ? 'retrying' : 'failed';

  await db.transaction(async (tx) => {
    await tx
      .insert(webhookDeliveryAttempts)
      .values({
        deliveryId,
        attempt,
        started: now,
        durationMs: answer.durationMs,
        requestHeaders: headers,
        responseStatus: answer.status,
        responseHeaders: answer.headers,
        responseBody: answer.body,
        error,
      })
      .onConflictDoNothing();
    await tx
      .update(webhookDeliveries)
      .set({ status, sending: false, nextAttemptAt: delay !== undefined ? new Date(Date.now() + delay * 1000) : null, updated: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attemptCount, attempt)));
    if (delay !== undefined) await deps.schedule(tx, { deliveryId, attempt: attempt + 1 }, delay);
  });
  return { answer: { ...answer, error }, status };
}
