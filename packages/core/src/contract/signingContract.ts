/**
 * The contract of the §7 signing calls (§5 signing rules): sign (as the caller, or as a named
 * participant), the SMS sign code, and participant MFA (the security code a guest passes before
 * seeing the contract).
 */
import { z } from 'zod';
import { ApiErrorCode } from '../errors.js';
import { mfaCodeValidateSchema, signCodeRequestSchema, signSchema } from '../validation/participantSchemas.js';
import { agreementWireSchema } from './agreementWire.js';
import { defineRoute } from './defineRoute.js';
import { agreementAnswerSchema } from './flowContract.js';
import { agreementParams, optionalBody, participantCallerErrors, participantParams, signatureErrors } from './signingRouteParts.js';

/** POST …/sign_code answer: the code went by SMS to `phone_number` (masked). */
export const signCodeSentSchema = z
  .object({ sent: z.literal(true), phone_number: z.string().meta({ description: 'Masked: only the last 3 digits' }) })
  .meta({ id: 'SignCodeSent', examples: [{ sent: true, phone_number: '••••••••678' }] });

/** POST …/mfa_code_request answer: the channel and the masked address the code went to. */
export const mfaCodeSentSchema = z
  .object({ sent: z.literal(true), channel: z.enum(['email', 'sms']), to: z.string().meta({ description: 'Masked address or number' }) })
  .meta({ id: 'MfaCodeSent', examples: [{ sent: true, channel: 'email', to: 'a…@example.com' }] });

const signDescription =
  'Signs with method 0 (standard), 1 (SMS code in `sign_code`) or 10 (handwritten PNG in `handwritten_signature`); eID methods sign through eid/start. When it is the last signature, the agreement concludes (state 4) and its seal job is queued in the same transaction; the answer does not wait for the seal.';
const signErrors = [
  ...participantCallerErrors,
  ...signatureErrors,
  { status: 400, code: ApiErrorCode.WrongSignCode, when: 'Method 1: the SMS code is wrong or expired' },
] as const;

/** Every signing route. */
export const signingContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/sign',
    resource: 'signing',
    summary: 'Sign as the participant the caller is',
    description: `${signDescription} The caller is the guest token’s participant, or the signed-in colleague who is a participant.`,
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: signSchema,
    responses: { 200: agreementAnswerSchema },
    errors: signErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/sign',
    resource: 'signing',
    summary: 'Sign as a participant',
    description: signDescription,
    auth: 'sessionOrGuest',
    params: participantParams,
    body: signSchema,
    responses: { 200: agreementAnswerSchema },
    errors: signErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/sign_code',
    resource: 'signing',
    summary: 'Send the SMS sign code',
    description:
      'Sends the 6-digit code (valid 10 minutes) a participant with sign method 1 signs with, to their stored phone number; one without a number may give `phone_number` here (it is stored). Same checks as signing.',
    auth: 'sessionOrGuest',
    params: participantParams,
    body: signCodeRequestSchema,
    responses: { 200: signCodeSentSchema },
    errors: [...participantCallerErrors, ...signatureErrors, { status: 429, code: 'TOO_MANY_REQUESTS', when: 'More than 5 codes in 10 minutes' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/mfa_code_request',
    resource: 'signing',
    summary: 'Send the participant’s security code',
    description: 'Sends the guest a security code by the participant’s mfa_channel (email or sms); reachable before the code is validated. 400 when the participant has no MFA channel.',
    auth: 'sessionOrGuest',
    params: participantParams,
    body: optionalBody(z.object({})),
    responses: { 200: mfaCodeSentSchema },
    errors: participantCallerErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/mfa_code_validate',
    resource: 'signing',
    summary: 'Validate the participant’s security code',
    description: 'A right code unlocks the contract for the participant; answers the agreement as they now see it.',
    auth: 'sessionOrGuest',
    params: participantParams,
    body: mfaCodeValidateSchema,
    responses: { 200: agreementWireSchema },
    errors: [...participantCallerErrors, { status: 400, code: ApiErrorCode.WrongSignCode, when: 'The code is wrong or expired' }],
  }),
] as const;
