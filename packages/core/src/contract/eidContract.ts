/**
 * The contract of the eID signing calls (DESIGN.md "Signing": national eIDs through an OpenID
 * Connect broker): start a transaction, and the broker's callback that records the signature.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { eidStartSchema } from '../validation/participantSchemas.js';
import { defineRoute } from './defineRoute.js';
import { participantCallerErrors, participantParams, signatureErrors } from './signingRouteParts.js';

/** POST …/eid/start answer: where the browser goes next. */
export const eidStartedSchema = z
  .object({ url: z.string().meta({ format: 'uri', description: 'The broker’s authorization URL' }) })
  .meta({ id: 'EidStarted', examples: [{ url: 'https://broker.example/authorize?client_id=inkflow&state=…' }] });

/** The broker's callback query (OpenID Connect authorization response); unknown keys pass to the code exchange. */
export const eidCallbackQuerySchema = z.looseObject({
  state: z.unknown().optional().meta({ description: 'The transaction state from eid/start' }),
  code: z.unknown().optional().meta({ description: 'The authorization code' }),
  error: z.unknown().optional().meta({ description: 'The broker’s error, instead of a code' }),
});

/** Every eID route. */
export const eidContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/eid/start',
    resource: 'eid',
    summary: 'Start an eID signature',
    description:
      'Checks the signing rules (§5), stores state, nonce and PKCE verifier bound to the participant for 10 minutes, and answers the broker’s authorization URL with the sign method’s acr_values.',
    auth: 'sessionOrGuest',
    params: participantParams,
    body: eidStartSchema,
    responses: { 200: eidStartedSchema },
    errors: [
      ...participantCallerErrors,
      ...signatureErrors,
      { status: 409, code: StringErrorCode.StartFailed, when: 'No eID broker is configured' },
      { status: 502, code: StringErrorCode.StartFailed, when: 'The broker could not be reached' },
    ],
  }),
  defineRoute({
    method: 'GET',
    path: '/eid/callback',
    resource: 'eid',
    summary: 'The eID broker’s return (browser redirect)',
    description: `Spends the transaction (single use), exchanges the code with PKCE, checks the nonce and that the national ID claim equals the participant’s ssn (4111), then records the signature. Always answers 303 to the app’s \`/eid/return\` with \`eid=signed&agreement={id}\` or \`eid_error={§8 code}\` (${[
      StringErrorCode.EidClientError,
      StringErrorCode.ExpiredTransaction,
      StringErrorCode.EidCollectError,
      StringErrorCode.EidSignError,
      StringErrorCode.UserCancel,
      ApiErrorCode.PersonalIdMismatch,
      'or a signing code',
    ].join(', ')}): the browser is mid-navigation, so an error body would be a dead end.`,
    auth: 'none',
    query: eidCallbackQuerySchema,
    responses: { 303: z.null().meta({ description: 'Redirect (Location: /eid/return?…)' }) },
    errors: [],
  }),
] as const;
