/**
 * The contract of the §7 participant and party calls (§3 Participant, §3 Party): add, change and
 * disable the participants and parties of a draft or template (§4). Each answers the agreement.
 */
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { z } from 'zod';
import { createParticipantSchema, partySchema, phoneNumberSchema, updateParticipantSchema } from '../validation/participantSchemas.js';
import { agreementWireSchema } from './agreementWire.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { agreementParams, notEditable, ownerErrors, participantParams, partyParams } from './signingRouteParts.js';

const editErrors: RouteError[] = [...ownerErrors, notEditable, { status: 403, code: ApiErrorCode.DocumentLocked, when: 'Someone has already signed (§8 4999 Document is locked)' }];
const participantEditErrors: RouteError[] = [
  ...editErrors,
  { status: 409, code: ApiErrorCode.DuplicateParticipant, when: 'A person with that phone number or email already exists in the contract' },
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The role needs a permission the position lacks (§6 selectable roles)' },
];

const putParty = {
  resource: 'parties',
  summary: 'Change a party',
  description: 'Renames a party or sets its country and organisation number (§3 Party); a company party’s participants follow a rename. §7 accepts PUT and POST alike.',
  auth: 'session',
  params: partyParams,
  body: partySchema,
  responses: { 200: agreementWireSchema },
  errors: editErrors,
} as const;

/**
 * POST /agreements/{id}/participants/{pid}/correct body: the corrected email and/or phone of a
 * participant of a sent contract (§5 email and phone rules); at least one of them.
 */
export const correctRecipientSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, { message: 'Email is required' })
      .max(70, { message: 'Email must contain at most 70 character(s)' })
      .pipe(z.email({ message: 'Email address is invalid' }))
      .optional(),
    phone_number: phoneNumberSchema.nullable().optional(),
  })
  .refine((v) => v.email !== undefined || v.phone_number !== undefined, { message: 'Give the corrected email or phone number' })
  .meta({ id: 'CorrectRecipient', examples: [{ email: 'ann@example.com' }] });
export type CorrectRecipientRequest = z.input<typeof correctRecipientSchema>;

/** Every participant and party route. */
export const participantsContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/',
    resource: 'participants',
    summary: 'Add a participant',
    description:
      'Adds a participant (§3 Participant payload; type 1000/1001 or DRAFT_APPROVER/PENDING_STATE_APPROVER roles make approvers, `block_index` is the signing-order block) to a draft or template. Cross-field rules answer 400: SMS verification, SMS delivery and SMS MFA need `phone_number`; an eID method needs `ssn`; an external approver needs the signing order. Needs agreement:update (§6).',
    auth: 'session',
    params: agreementParams,
    body: createParticipantSchema,
    responses: { 201: agreementWireSchema },
    errors: participantEditErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id/participants/:pid',
    resource: 'participants',
    summary: 'Change a participant',
    description: 'Any subset of the add fields; the merged participant must keep the cross-field rules (400). Needs agreement:update (§6).',
    auth: 'session',
    params: participantParams,
    body: updateParticipantSchema,
    responses: { 200: agreementWireSchema },
    errors: participantEditErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/disable',
    resource: 'participants',
    summary: 'Remove a participant',
    description: 'Disables the participant of a draft or template (the row stays for the audit trail) and revokes their guest links.',
    auth: 'session',
    params: participantParams,
    responses: { 200: agreementWireSchema },
    errors: editErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/correct',
    resource: 'participants',
    summary: 'Correct a recipient of a sent contract',
    description:
      'While the agreement is pending or overdue, changes the email and/or phone of a participant who has not signed, approved or declined: every guest link sent to the old address stops working, and when the participant was already invited a fresh invitation goes to the new address. Records a `recipient_corrected` event. Needs agreement:update (§6).',
    auth: 'session',
    params: participantParams,
    body: correctRecipientSchema,
    responses: { 200: agreementWireSchema },
    errors: [
      ...ownerErrors,
      { status: 400, code: StringErrorCode.BadRequest, when: 'Neither email nor phone given, an invalid value, or a participant who has already signed, approved or declined' },
      { status: 409, code: ApiErrorCode.DuplicateParticipant, when: 'A person with that phone number or email already exists in the contract' },
      { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The agreement is not pending or overdue' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/parties/',
    resource: 'parties',
    summary: 'Add a party',
    description: 'Adds a party (§3 Party) to a draft or template. Needs agreement:update (§6).',
    auth: 'session',
    params: agreementParams,
    body: partySchema,
    responses: { 201: agreementWireSchema },
    errors: editErrors,
  }),
  defineRoute({ method: 'PUT', path: '/agreements/:id/parties/:partyId', ...putParty }),
  defineRoute({ method: 'POST', path: '/agreements/:id/parties/:partyId', ...putParty }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/parties/:partyId/disable',
    resource: 'parties',
    summary: 'Remove a party',
    auth: 'session',
    params: partyParams,
    responses: { 200: agreementWireSchema },
    errors: editErrors,
  }),
] as const;
