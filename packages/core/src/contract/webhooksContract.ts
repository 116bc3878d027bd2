/**
 * The contract of an account's webhooks (§5 "Webhook URL is required, max 1000, with a Test
 * action"; docs/webhooks.md): /accounts/{id}/webhooks/. An account admin registers endpoints that
 * receive the agreement events of `webhookEventTypes` as signed JSON POSTs; each delivery is
 * logged with its attempts, and can be sent again.
 *
 * Every call needs an admin position of that very account (403 99 otherwise). Changing anything
 * or sending a test is premium: after the trial it answers 403 2002; reading and deleting stay
 * available so an expired account can still see and remove its endpoints.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { urlField } from '../validation/fieldRules.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** The agreement events a webhook can subscribe to, in the order the settings page lists them. */
export const webhookEventTypes = ['agreement.published', 'agreement.viewed', 'agreement.signed', 'agreement.declined', 'agreement.concluded', 'agreement.cancelled'] as const;
/** One subscribable event type, e.g. `agreement.signed`. */
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** The event type of a Test action's delivery (never subscribed; sent on request only). */
export const webhookTestEventType = 'webhook.test';

/** §9 Webhook URL max 1000 characters. */
export const webhookUrlMax = 1000;
/** Deliveries per page of the delivery log (§9 page size). */
export const webhookDeliveryPageSize = 20;

/**
 * The webhook URL of a request: §5 required, http or https, at most 1000 characters. The server
 * refuses plain http in production (400 "Webhook URL is not a valid URL", core webhookUrlSchema).
 */
export const webhookUrlFieldSchema = urlField('Webhook URL', { max: webhookUrlMax });

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: (issue) => `events: unknown event type ${JSON.stringify(issue.input)?.slice(0, 60)}` }))
  .min(1, { message: 'Choose at least one event' })
  .max(webhookEventTypes.length)
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

/** POST /accounts/{id}/webhooks/ body: the endpoint, the events it receives (at least one, duplicates dropped), and whether it is on (default true). */
export const createWebhookSchema = z
  .object({
    url: webhookUrlFieldSchema,
    events: eventsSchema,
    enabled: z.boolean().optional().default(true),
  })
  .strict();
export type CreateWebhookRequest = z.input<typeof createWebhookSchema>;

/** PUT /accounts/{id}/webhooks/{webhookId} body: any of url, events, enabled; what is left out stays. */
export const updateWebhookSchema = z
  .object({
    url: webhookUrlFieldSchema.optional(),
    events: eventsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookRequest = z.input<typeof updateWebhookSchema>;

/** GET …/deliveries/ query: a page of the delivery log, newest first. */
export const webhookDeliveryListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).optional().default(webhookDeliveryPageSize),
    offset: z.coerce.number().int().min(0).optional().default(0),
  })
  .strict();

const dateTime = () => z.string().meta({ format: 'date-time' });

/** The status of a delivery: `pending` (queued or being sent), `retrying` (failed, another attempt is scheduled), `succeeded` (2xx), `failed` (no attempt left). */
export const webhookDeliveryStatuses = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** A webhook on the wire. The secret itself is answered only on creation and when it is rolled (CreatedWebhook). */
export const webhookWireSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(webhookEventTypes)),
    enabled: z.boolean(),
    secret_hint: z.string().meta({ description: 'The secret’s prefix and last 4 characters, e.g. `whsec_…x7Qa`' }),
    created: dateTime(),
    updated: dateTime(),
    last_delivery: z
      .object({ status: z.enum(webhookDeliveryStatuses), event_type: z.string(), created: dateTime(), response_status: z.number().int().nullable() })
      .nullable()
      .meta({ description: 'The newest delivery, for the list’s status column' }),
  })
  .meta({
    id: 'Webhook',
    examples: [
      {
        id: 4,
        account_id: 1,
        url: 'https://crm.example.com/inkflow/events',
        events: ['agreement.signed', 'agreement.concluded'],
        enabled: true,
        secret_hint: 'whsec_…x7Qa',
        created: '2026-11-24T09:00:00.000Z',
        updated: '2026-11-24T09:00:00.000Z',
        last_delivery: { status: 'succeeded', event_type: 'agreement.signed', created: '2026-11-24T10:00:00.000Z', response_status: 200 },
      },
    ],
  });
export type WebhookWire = z.infer<typeof webhookWireSchema>;

/** A webhook with its signing secret: answered once, on creation and when the secret is rolled. */
export const createdWebhookWireSchema = webhookWireSchema
  .extend({ secret: z.string().meta({ description: 'The HMAC-SHA256 key of Inkflow-Signature; shown this once' }) })
  .meta({ id: 'CreatedWebhook', description: 'A webhook with its signing secret (shown this once)' });
export type CreatedWebhookWire = z.infer<typeof createdWebhookWireSchema>;

/** The account's webhooks; `https_only`: the server refuses plain http URLs (production). */
export const webhookListWireSchema = listOf(webhookWireSchema).extend({
  https_only: z.boolean().meta({ description: 'True in production: URLs must be https and reach a public address' }),
});
export type WebhookListWire = z.infer<typeof webhookListWireSchema>;

/** One attempt of a delivery: what was sent, what came back (or why nothing did). */
export const webhookAttemptWireSchema = z
  .object({
    attempt: z.number().int().meta({ description: '1 for the first attempt' }),
    started: dateTime(),
    duration_ms: z.number().int(),
    request_headers: z.record(z.string(), z.string()),
    response_status: z.number().int().nullable(),
    response_headers: z.record(z.string(), z.string()).nullable(),
    response_body: z.string().nullable().meta({ description: 'The first 4 KiB of the answer' }),
    error: z.string().nullable().meta({ description: 'Why no answer came (timeout, refused address, connection error) or why it did not count (status)' }),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttemptWire = z.infer<typeof webhookAttemptWireSchema>;

/** One delivery of one event to one webhook, with its attempts (oldest first). */
export const webhookDeliveryWireSchema = z
  .object({
    id: z.string().meta({ description: 'The delivery id, also sent as Inkflow-Delivery' }),
    webhook_id: z.number().int(),
    event_id: z.string().meta({ description: 'The event id, also sent as Inkflow-Event (the same for every webhook receiving the event)' }),
    event_type: z.string(),
    agreement_id: z.number().int().nullable(),
    status: z.enum(webhookDeliveryStatuses),
    attempt_count: z.number().int(),
    next_attempt: dateTime().nullable(),
    created: dateTime(),
    request_body: z.string().meta({ description: 'The JSON body exactly as signed and sent' }),
    attempts: z.array(webhookAttemptWireSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryWire = z.infer<typeof webhookDeliveryWireSchema>;

const accountParams = z.object({ id: pathIdSchema('Invalid account Id') });
const webhookParams = z.object({ id: pathIdSchema('Invalid account Id'), webhookId: pathIdSchema('Invalid webhook Id') });
const deliveryParams = z.object({ id: pathIdSchema('Invalid account Id'), webhookId: pathIdSchema('Invalid webhook Id'), deliveryId: z.uuid({ message: 'Invalid delivery Id' }) });
const adminError: RouteError = { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin position of this account' };
const notFoundError: RouteError = { status: 404, code: StringErrorCode.NotFound, when: 'No such webhook (or delivery) in this account' };
const readErrors: RouteError[] = [notLoggedInError, adminError];
// Changes are premium (`premium: true`): 403 2002 after the trial and 2001 for a locked account come with it.
const writeErrors: RouteError[] = [notLoggedInError, adminError];

/** Every webhook route. */
export const webhooksContract = [
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/webhooks/',
    resource: 'webhooks',
    summary: 'List the account’s webhooks',
    description: 'An admin position of that account only. Each with its newest delivery; never the secret.',
    auth: 'session',
    params: accountParams,
    responses: { 200: webhookListWireSchema },
    errors: readErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/webhooks/',
    resource: 'webhooks',
    summary: 'Add a webhook',
    description:
      'The URL is required, at most 1000 characters, https in production (§5) and there it must not name a private address. The answer carries the signing secret, this once.',
    auth: 'session',
    params: accountParams,
    body: createWebhookSchema,
    responses: { 201: createdWebhookWireSchema },
    premium: true,
    errors: writeErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/accounts/:id/webhooks/:webhookId',
    resource: 'webhooks',
    summary: 'Change a webhook (URL, events, on or off)',
    auth: 'session',
    params: webhookParams,
    body: updateWebhookSchema,
    responses: { 200: webhookWireSchema },
    premium: true,
    errors: [...writeErrors, notFoundError],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/accounts/:id/webhooks/:webhookId',
    resource: 'webhooks',
    summary: 'Delete a webhook and its delivery log',
    description: 'Deliveries still waiting for a retry are dropped.',
    auth: 'session',
    params: webhookParams,
    responses: { 204: noContent },
    errors: [...readErrors, notFoundError],
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/webhooks/:webhookId/test',
    resource: 'webhooks',
    summary: 'Send a test event to a webhook and answer what the receiver said',
    description: 'A `webhook.test` event, signed like any other, sent at once (10 s timeout, no retries) and kept in the delivery log.',
    auth: 'session',
    params: webhookParams,
    responses: { 200: webhookDeliveryWireSchema },
    premium: true,
    errors: [...writeErrors, notFoundError],
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/webhooks/:webhookId/roll_secret',
    resource: 'webhooks',
    summary: 'Replace a webhook’s signing secret',
    description: 'The old secret stops signing at once. The answer carries the new secret, this once.',
    auth: 'session',
    params: webhookParams,
    responses: { 200: createdWebhookWireSchema },
    premium: true,
    errors: [...writeErrors, notFoundError],
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/webhooks/:webhookId/deliveries/',
    resource: 'webhooks',
    summary: 'The delivery log of a webhook, newest first',
    auth: 'session',
    params: webhookParams,
    query: webhookDeliveryListQuerySchema,
    responses: { 200: listOf(webhookDeliveryWireSchema) },
    errors: [...readErrors, notFoundError],
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    resource: 'webhooks',
    summary: 'Send a delivery again',
    description: 'Queues one more attempt of the same body (same event and delivery ids, a fresh signature); its result is the delivery’s new status.',
    auth: 'session',
    params: deliveryParams,
    responses: { 202: webhookDeliveryWireSchema },
    premium: true,
    errors: [...writeErrors, notFoundError],
  }),
] as const;
