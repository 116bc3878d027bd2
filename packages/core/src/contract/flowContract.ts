/**
 * The contract of the §7 flow calls (§4 states): publish, approve, decline, cancel, and the
 * owner's remind and revoke_links for one participant.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { approveSchema, cancelSchema, declineSchema } from '../validation/participantSchemas.js';
import { expireDateSchema, publishSchema } from '../validation/schemas.js';
import { agreementWireSchema } from './agreementWire.js';
import { defineRoute } from './defineRoute.js';
import { agreementParams, optionalBody, ownerErrors, participantCallerErrors, participantParams } from './signingRouteParts.js';

/** `{ agreement }`: the answer of approve, decline and sign. */
export const agreementAnswerSchema = z.object({ agreement: agreementWireSchema }).meta({ id: 'AgreementAnswer' });

/** POST …/remind answer: the channel the fresh guest link went by. */
export const reminderSentSchema = z
  .object({ sent: z.literal(true), channel: z.enum(['email', 'sms']) })
  .meta({ id: 'ReminderSent', examples: [{ sent: true, channel: 'email' }] });

/** POST …/revoke_links answer: how many live guest links were revoked. */
export const linksRevokedSchema = z.object({ revoked: z.number().int().nonnegative() }).meta({ id: 'LinksRevoked', examples: [{ revoked: 2 }] });

/**
 * POST /agreements/{id}/cancel body (§7 cancel, §4 terminate): core's `manual` flag and an
 * optional `reason` (at most 1000 characters, blank means none), kept in the cancel event's
 * payload so the audit trail can say why.
 */
export const cancelRequestSchema = cancelSchema.extend({
  reason: z
    .string()
    .trim()
    .max(1000, { message: 'Reason must contain at most 1000 character(s)' })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/** PUT /agreements/{id}/expire_date body: the new expiry (§5 expire_date rules: a date in the future). */
export const extendExpirySchema = z.object({ expire_date: expireDateSchema }).meta({ id: 'ExtendExpiry', examples: [{ expire_date: '2030-01-31' }] });

/** Every flow route. */
export const flowContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/publish',
    resource: 'flow',
    summary: 'Send a draft',
    description:
      'State 0 → 1 (§4): stores subject, message and published_at, and invites the participants due (with a signing order, the first block) with a fresh guest link each. Without an explicit expire_date, sets it to now + config.expireDateDays. Needs agreement:update (§6).',
    auth: 'session',
    params: agreementParams,
    body: publishSchema,
    responses: { 200: agreementWireSchema },
    errors: [
      ...ownerErrors,
      { status: 409, code: ApiErrorCode.DocumentLocked, when: 'Not a draft' },
      { status: 400, code: ApiErrorCode.ParticipantListRejected, when: 'No signatory, or an approver without a block / signing order' },
      { status: 400, code: ApiErrorCode.SignOrderNeedsParticipants, when: 'Signing order with a single participant' },
      { status: 409, code: ApiErrorCode.NotReady, when: 'Internal approvers have not all approved the draft' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/approve',
    resource: 'flow',
    summary: 'Approve as an approver participant',
    description:
      'Draft approval by an internal approver (DRAFT_APPROVER), block by block; or pending-state approval by an external approver (PENDING_STATE_APPROVER) in their signing-order turn, after which the next block is invited (§4). `participant_id` picks the approver when a colleague is several.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: optionalBody(approveSchema),
    responses: { 200: agreementAnswerSchema },
    errors: [
      ...participantCallerErrors,
      { status: 409, code: ApiErrorCode.StateDoesNotAllowSigning, when: 'State or turn does not allow approving' },
      { status: 409, code: ApiErrorCode.AlreadySigned, when: 'Already approved' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/decline',
    resource: 'flow',
    summary: 'Decline as a participant',
    description:
      'Draft: an internal approver declines to approve (the draft stays a draft). Pending or overdue: a signatory or external approver declines and the agreement moves to state 3 (§4); refused (403) when config counterpart_decline is off.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: optionalBody(declineSchema),
    responses: { 200: agreementAnswerSchema },
    errors: [
      ...participantCallerErrors,
      { status: 409, code: ApiErrorCode.StateDoesNotAllowSigning, when: 'State does not allow declining, or already declined' },
      { status: 409, code: ApiErrorCode.AlreadySigned, when: 'Already signed' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/cancel',
    resource: 'flow',
    summary: 'Cancel or terminate',
    description:
      'The owner cancels a pending or overdue agreement (state 5, §4); with `manual` 1 it terminates, which also ends a concluded agreement. An optional `reason` is stored with the cancelled or terminated event (the audit trail shows it).',
    auth: 'session',
    params: agreementParams,
    body: optionalBody(cancelRequestSchema),
    responses: { 200: agreementWireSchema },
    errors: [
      ...ownerErrors,
      { status: 400, code: StringErrorCode.BadRequest, when: 'The reason is longer than 1000 characters' },
      { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The state does not allow cancelling' },
    ],
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id/expire_date',
    resource: 'flow',
    summary: 'Extend the expiry of a sent contract',
    description:
      'Sets expire_date (§3) of a pending or overdue agreement: an ISO date-time, or YYYY-MM-DD meaning the end of that day (UTC); it must lie in the future (§5). An overdue agreement becomes pending again. Records an `expiry_changed` event. Needs agreement:update (§6).',
    auth: 'session',
    params: agreementParams,
    body: extendExpirySchema,
    responses: { 200: agreementWireSchema },
    errors: [
      ...ownerErrors,
      { status: 400, code: StringErrorCode.BadRequest, when: 'expire_date is missing, not a date, or in the past' },
      { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The agreement is not pending or overdue' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/remind',
    resource: 'flow',
    summary: 'Remind a participant',
    description:
      'Sends a participant who has not acted yet their invitation again, with a fresh guest link (earlier links keep working), by email or SMS as the invitation went. 400 when the participant is not invited yet or has already acted.',
    auth: 'session',
    params: participantParams,
    responses: { 200: reminderSentSchema },
    errors: [
      ...ownerErrors,
      { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The agreement is not pending or overdue' },
      { status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many reminders to this participant' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/revoke_links',
    resource: 'flow',
    summary: 'Revoke a participant’s guest links',
    description: 'Withdraws every guest link sent to the participant (invitation and reminders), in any state; a later reminder sends a fresh working link.',
    auth: 'session',
    params: participantParams,
    responses: { 200: linksRevokedSchema },
    errors: ownerErrors,
  }),
] as const;
