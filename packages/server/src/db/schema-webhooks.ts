/**
 * Tables of an account's webhooks (docs/webhooks.md): the endpoints, one delivery per event and
 * endpoint (queued in the transaction of the change that caused the event), and each delivery's
 * attempts (the log the settings page shows).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts, positions } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An endpoint of an account: where the events of `events` go, signed with `secret` (HMAC-SHA256). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 1000 }).notNull(),
    /** Subscribed event types (core webhookEventTypes), e.g. `["agreement.signed"]`. */
    events: jsonb('events').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** `whsec_` + 32 random bytes (base64url). Kept readable: every delivery is signed with it. */
    secret: varchar('secret', { length: 100 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => positions.id, { onDelete: 'set null' }),
    created: at('created').notNull().defaultNow(),
    updated: at('updated').notNull().defaultNow(),
  },
  (t) => [index('webhooks_account_idx').on(t.accountId)],
);

/**
 * One event for one webhook. `body` is the JSON text exactly as signed and sent (every attempt
 * sends the same bytes). `attemptCount` is the number of the last attempt claimed; `sending` is
 * true while that attempt's request runs (a worker claims an attempt by moving both at once).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: varchar('event_id', { length: 40 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    agreementId: integer('agreement_id'),
    body: text('body').notNull(),
    /** core webhookDeliveryStatuses: pending, retrying, succeeded, failed. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    sending: boolean('sending').notNull().default(false),
    nextAttemptAt: at('next_attempt_at'),
    created: at('created').notNull().defaultNow(),
    updated: at('updated').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.created)],
);

/** One attempt of a delivery: the request's headers, the answer (first 4 KiB) or the error. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    started: at('started').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    error: text('error'),
  },
  (t) => [uniqueIndex('webhook_delivery_attempts_delivery_attempt_uq').on(t.deliveryId, t.attempt)],
);
