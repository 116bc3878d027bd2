/** Webhooks and deliveries on the wire (core contract/webhooksContract.ts). */
import type { WebhookDeliveryStatus, WebhookDeliveryWire, WebhookEventType, WebhookWire } from '@inkflow/core';
import type { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../db/schema-webhooks.js';
import { secretHint } from './webhookSignature.js';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

/** The newest delivery of a webhook, as the list shows it. */
export interface LastDelivery {
  status: string;
  eventType: string;
  created: Date;
  responseStatus: number | null;
}

/** A webhook without its secret. */
export function webhookToWire(row: WebhookRow, last: LastDelivery | null = null): WebhookWire {
  return {
    id: row.id,
    account_id: row.accountId,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    secret_hint: secretHint(row.secret),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    last_delivery: last
      ? { status: last.status as WebhookDeliveryStatus, event_type: last.eventType, created: last.created.toISOString(), response_status: last.responseStatus }
      : null,
  };
}

/** A delivery with its attempts (any order; answered oldest first). */
export function deliveryToWire(row: DeliveryRow, attempts: AttemptRow[]): WebhookDeliveryWire {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    event_id: row.eventId,
    event_type: row.eventType,
    agreement_id: row.agreementId,
    status: row.status as WebhookDeliveryStatus,
    attempt_count: row.attemptCount,
    next_attempt: row.nextAttemptAt?.toISOString() ?? null,
    created: row.created.toISOString(),
    request_body: row.body,
    attempts: [...attempts]
      .sort((a, b) => a.attempt - b.attempt)
      .map((a) => ({
        attempt: a.attempt,
        started: a.started.toISOString(),
        duration_ms: a.durationMs,
        request_headers: a.requestHeaders,
        response_status: a.responseStatus,
        response_headers: a.responseHeaders,
        response_body: a.responseBody,
        error: a.error,
      })),
  };
}
