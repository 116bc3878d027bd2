/**
 * The contract of the sealing calls (DESIGN.md "Signing": the sealed PAdES PDF of a concluded
 * agreement): download it, and email it to a participant.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { agreementParams, participantParams } from './signingRouteParts.js';

/** POST …/send_concluded_copy answer: the address the copy went to. */
export const concludedCopySentSchema = z.object({ to: z.string() }).meta({ id: 'ConcludedCopySent', examples: [{ to: 'signer@example.com' }] });

/**
 * The sealed PDF. Binary: the handler sends a Buffer, which Fastify writes as is (a Buffer never
 * reaches the route's serializer), so this schema only documents the answer.
 */
export const sealedPdfSchema = z.any().meta({ description: 'The sealed PDF (application/pdf, `Content-Disposition: attachment`, `Digest: sha-256=…`)', format: 'binary' });

const sealedErrors: RouteError[] = [
  { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a guest token' },
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not the owner, and not a guest token of this agreement' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement (or participant, or the sealed file is missing)' },
  { status: 409, code: ApiErrorCode.NotReady, when: 'The agreement is not concluded' },
  { status: 409, code: StringErrorCode.AssetProcessing, when: 'Concluded, but the seal job has not finished yet: try again shortly' },
];

/** Every sealing route. */
export const sealingContract = [
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/sealed_pdf',
    resource: 'sealing',
    summary: 'Download the sealed PDF',
    description: 'For the owner or any participant’s guest token of this agreement.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    responses: { 200: sealedPdfSchema },
    errors: sealedErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/participants/:pid/send_concluded_copy',
    resource: 'sealing',
    summary: 'Email the sealed PDF to a participant',
    description: 'The owner, or the participant themself through their guest token (403 for another participant).',
    auth: 'sessionOrGuest',
    params: participantParams,
    responses: { 200: concludedCopySentSchema },
    errors: sealedErrors,
  }),
] as const;
