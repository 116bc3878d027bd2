/**
 * The contract of the §7 delayed event calls (§3 Internal reminder): POST
 * /agreements/delayed_events/, PUT and DELETE /agreements/delayed_events/{id}, GET
 * /agreements/{id}/delayed_events/. A reminder emails chosen positions of the account at
 * `date_time`; every recipient must be able to view the agreement.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { delayedEventSchema, updateDelayedEventSchema } from '../validation/documentSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { extensionDisabledError } from './featuresContract.js';

const remindersDisabled = extensionDisabledError('internal reminders');

/** A reminder (delayed event) on the wire; `sent_at` set once delivered (then read-only). */
export const delayedEventWireSchema = z
  .object({
    id: z.number().int(),
    agreement_id: z.number().int(),
    position_id: z.number().int().nullable().meta({ description: 'Who scheduled it' }),
    to_positions: z.array(z.number().int()),
    date_time: z.string().meta({ format: 'date-time' }),
    subject: z.string(),
    message: z.string(),
    sent_at: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({
    id: 'DelayedEvent',
    examples: [{ id: 4, agreement_id: 12, position_id: 1, to_positions: [1, 2], date_time: '2026-12-01T08:00:00.000Z', subject: 'Renew?', message: 'Check the renewal terms', sent_at: null }],
  });
export type DelayedEventWire = z.infer<typeof delayedEventWireSchema>;

const reminderParams = z.object({ id: pathIdSchema('Invalid reminder Id') });
const changeErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:delayed_event:create on the agreement (§6)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such reminder' },
];
const inputRules = '`date_time` must lie in the future; every position in `to_positions` must belong to the account and be able to view the agreement (else 400 naming the field).';

/** Every reminder route. */
export const remindersContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/delayed_events/',
    resource: 'reminders',
    summary: 'Schedule a reminder on an agreement',
    description: `Needs agreement:delayed_event:create (§6). ${inputRules}`,
    auth: 'session',
    body: delayedEventSchema,
    responses: { 201: delayedEventWireSchema },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:delayed_event:create (§6)' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
      remindersDisabled,
    ],
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/delayed_events/:id',
    resource: 'reminders',
    summary: 'Change an unsent reminder',
    description: `Any field but the agreement. ${inputRules} A reminder already sent answers 400.`,
    auth: 'session',
    params: reminderParams,
    body: updateDelayedEventSchema,
    responses: { 200: delayedEventWireSchema },
    errors: [...changeErrors, remindersDisabled],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/agreements/delayed_events/:id',
    resource: 'reminders',
    summary: 'Cancel an unsent reminder',
    description: 'A reminder already sent answers 400.',
    auth: 'session',
    params: reminderParams,
    responses: { 204: noContent },
    errors: [...changeErrors, remindersDisabled],
  }),
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/delayed_events/',
    resource: 'reminders',
    summary: 'List the reminders of an agreement',
    description: 'By date_time, sent ones included. Needs agreement:delayed_event:view (§6).',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id') }),
    responses: { 200: listOf(delayedEventWireSchema) },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:delayed_event:view (§6)' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
      remindersDisabled,
    ],
  }),
] as const;
