/**
 * The contract of the development outboxes: GET /dev/outbox (sent emails) and GET /dev/sms (sent
 * SMS). Development only — served when the server runs with devRoutes, to loopback clients only
 * (anyone else gets the 404 of an unknown call), never in production; they show every reset
 * link, guest link and code. Hidden from the OpenAPI document.
 */
import { z } from 'zod';
import { StringErrorCode } from '../errors.js';
import { listOf } from './commonSchemas.js';
import { defineRoute } from './defineRoute.js';

/** One email of the outbox; `attachments` are file names. */
export const outboxEmailWireSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.array(z.string()),
    created: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmailWire = z.infer<typeof outboxEmailWireSchema>;

/** One SMS of the outbox. */
export const outboxSmsWireSchema = z
  .object({ to: z.string(), text: z.string(), created: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'OutboxSms' });
export type OutboxSmsWire = z.infer<typeof outboxSmsWireSchema>;

const notServed = [{ status: 404, code: StringErrorCode.NotFound, when: 'Not in development mode, or not a loopback client' }];

/** Both outbox routes. */
export const devContract = [
  defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    resource: 'dev',
    summary: 'Sent emails, newest first (development only)',
    description: 'Development only: the last 200 emails of the database outbox; `count` is the total.',
    auth: 'none',
    responses: { 200: listOf(outboxEmailWireSchema) },
    errors: notServed,
    hidden: true,
  }),
  defineRoute({
    method: 'GET',
    path: '/dev/sms',
    resource: 'dev',
    summary: 'Sent SMS, newest first (development only)',
    description: 'Development only: the last 200 messages of the SMS outbox; `count` is the total.',
    auth: 'none',
    responses: { 200: listOf(outboxSmsWireSchema) },
    errors: notServed,
    hidden: true,
  }),
] as const;
