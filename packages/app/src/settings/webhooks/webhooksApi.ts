/**
 * The account's webhook calls (docs/webhooks.md) through the app's typed client, mapped to the
 * app's camelCase shapes in this one place. Non-OK answers reject with core's ApiError (403 99
 * for a non-admin, 2002 after the trial, 400 for a refused URL).
 */
import type { CreatedWebhookWire, WebhookDeliveryStatus, WebhookDeliveryWire, WebhookEventType, WebhookWire } from '@inkflow/core';
import { api } from '../../session/services.js';

/** A webhook as the settings pages show it. */
export interface Webhook {
  id: number;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** `whsec_…` and the secret's last 4 characters. */
  secretHint: string;
  created: string;
  lastDelivery: { status: WebhookDeliveryStatus; eventType: string; created: string; responseStatus: number | null } | null;
}

/** One attempt of a delivery. */
export interface WebhookAttempt {
  attempt: number;
  started: string;
  durationMs: number;
  requestHeaders: Record<string, string>;
  responseStatus: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  error: string | null;
}

/** One delivery of one event, with its attempts (oldest first). */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  agreementId: number | null;
  status: WebhookDeliveryStatus;
  attemptCount: number;
  nextAttempt: string | null;
  created: string;
  requestBody: string;
  attempts: WebhookAttempt[];
}

/** What the add and edit dialogs send. */
export interface WebhookInput {
  url: string;
  events: WebhookEventType[];
  enabled?: boolean;
}

const webhookFromWire = (wire: WebhookWire): Webhook => ({
  id: wire.id,
  url: wire.url,
  events: wire.events,
  enabled: wire.enabled,
  secretHint: wire.secret_hint,
  created: wire.created,
  lastDelivery: wire.last_delivery
    ? { status: wire.last_delivery.status, eventType: wire.last_delivery.event_type, created: wire.last_delivery.created, responseStatus: wire.last_delivery.response_status }
    : null,
});

const deliveryFromWire = (wire: WebhookDeliveryWire): WebhookDelivery => ({
  id: wire.id,
  eventId: wire.event_id,
  eventType: wire.event_type,
  agreementId: wire.agreement_id,
  status: wire.status,
  attemptCount: wire.attempt_count,
  nextAttempt: wire.next_attempt,
  created: wire.created,
  requestBody: wire.request_body,
  attempts: wire.attempts.map((a) => ({
    attempt: a.attempt,
    started: a.started,
    durationMs: a.duration_ms,
    requestHeaders: a.request_headers,
    responseStatus: a.response_status,
    responseHeaders: a.response_headers,
    responseBody: a.response_body,
    error: a.error,
  })),
});

const withSecret = (wire: CreatedWebhookWire) => ({ webhook: webhookFromWire(wire), secret: wire.secret });

/** The account's webhooks; `httpsOnly`: the server is in production (https and public addresses only). */
export async function loadWebhooks(accountId: number): Promise<{ webhooks: Webhook[]; httpsOnly: boolean }> {
  const wire = await api.call('GET /accounts/:id/webhooks/', { params: { id: accountId } });
  return { webhooks: wire.collection.map(webhookFromWire), httpsOnly: wire.https_only };
}

/** Adds a webhook; resolves with it and its signing secret (shown this once). */
export async function addWebhook(accountId: number, input: WebhookInput): Promise<{ webhook: Webhook; secret: string }> {
  return withSecret(await api.call('POST /accounts/:id/webhooks/', { params: { id: accountId }, body: input }));
}

/** Changes url, events and/or enabled. */
export async function updateWebhook(accountId: number, webhookId: number, input: Partial<WebhookInput>): Promise<Webhook> {
  return webhookFromWire(await api.call('PUT /accounts/:id/webhooks/:webhookId', { params: { id: accountId, webhookId }, body: input }));
}

/** Deletes a webhook and its log. */
export async function deleteWebhook(accountId: number, webhookId: number): Promise<void> {
  await api.call('DELETE /accounts/:id/webhooks/:webhookId', { params: { id: accountId, webhookId } });
}

/** Replaces the signing secret; resolves with the new one (shown this once). */
export async function rollWebhookSecret(accountId: number, webhookId: number): Promise<{ webhook: Webhook; secret: string }> {
  return withSecret(await api.call('POST /accounts/:id/webhooks/:webhookId/roll_secret', { params: { id: accountId, webhookId } }));
}

/** Sends a test event now; resolves with the delivery and the receiver's answer. */
export async function testWebhook(accountId: number, webhookId: number): Promise<WebhookDelivery> {
  return deliveryFromWire(await api.call('POST /accounts/:id/webhooks/:webhookId/test', { params: { id: accountId, webhookId } }));
}

/** A page of the delivery log, newest first. */
export async function loadDeliveries(accountId: number, webhookId: number, page: { limit: number; offset: number }): Promise<{ deliveries: WebhookDelivery[]; count: number }> {
  const wire = await api.call('GET /accounts/:id/webhooks/:webhookId/deliveries/', { params: { id: accountId, webhookId }, query: page });
  return { deliveries: wire.collection.map(deliveryFromWire), count: wire.count };
}

/** Queues one more attempt of a delivery; resolves with the delivery as it stands (pending). */
export async function redeliver(accountId: number, webhookId: number, deliveryId: string): Promise<WebhookDelivery> {
  return deliveryFromWire(await api.call('POST /accounts/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver', { params: { id: accountId, webhookId, deliveryId } }));
}
