/**
 * Path parameters and §8 errors the participant, party, flow, signing, eID and sealing contracts
 * share (participantsContract, flowContract, signingContract, eidContract, sealingContract).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';
import type { RouteError } from './defineRoute.js';

/** `:id` of an agreement (404 "Invalid agreement Id"). */
export const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });
/** `:id` and `:pid`, a participant of that agreement (404 "Invalid participant Id"). */
export const participantParams = agreementParams.extend({ pid: pathIdSchema('Invalid participant Id') });
/** `:id` and `:partyId` (404 "Invalid party Id"). */
export const partyParams = agreementParams.extend({ partyId: pathIdSchema('Invalid party Id') });

/** The owner-side errors: no session, no agreement:update permission (§6), no such agreement. */
export const ownerErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent, or the position lacks agreement:update on this agreement (§6)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement (or participant / party)' },
];

/** Errors of a call made by a participant (a guest token, or a signed-in colleague who is the participant). */
export const participantCallerErrors: RouteError[] = [
  { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a guest token' },
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The caller is not this participant of this agreement (another agreement’s token, a revoked link, or not a participant who can do this)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement or participant' },
];

/** An editable agreement: only drafts and templates take participant and party changes (§4). */
export const notEditable: RouteError = { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The agreement is no longer a draft or template (§4)' };

/** The §5 checks every signature (and sign-code or eID start) makes, in this order. */
export const signatureErrors: RouteError[] = [
  { status: 409, code: ApiErrorCode.AlreadySigned, when: 'The participant has already signed' },
  { status: 409, code: ApiErrorCode.StateDoesNotAllowSigning, when: 'State is not pending/overdue, the participant declined, or it is not their turn in the signing order' },
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The participant does not sign, or a guest has not passed participant MFA yet' },
  { status: 409, code: ApiErrorCode.SignMethodNotAllowed, when: 'The sign method is not the participant’s (an eID method cannot sign through this call)' },
  { status: 409, code: ApiErrorCode.StaleChecksum, when: 'The checksum is stale: the content changed since the signer loaded it (§5)' },
  { status: 409, code: ApiErrorCode.NotReady, when: 'The contract is not ready to be signed' },
  { status: 400, code: ApiErrorCode.RequiredFieldsEmpty, when: 'A required field of the signer’s own form sections is empty' },
  { status: 409, code: ApiErrorCode.ActiveSuggestions, when: 'Active suggestions must be resolved before signing' },
  { status: 409, code: ApiErrorCode.SomeoneElseSigning, when: 'Another signature of this agreement held the signing lock too long (§8 4001)' },
];

/**
 * A body whose fields are all optional: a POST sent without one (Fastify reads it as null) is
 * parsed as `{}`, defaults applied. The OpenAPI document shows `schema` (or null).
 */
export function optionalBody<S extends z.ZodType<object>>(schema: S) {
  return schema.nullish().transform((body): z.output<S> => body ?? schema.parse({}));
}
