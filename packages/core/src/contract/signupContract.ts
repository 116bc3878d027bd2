/**
 * The contract of the §7 sign-up calls (§2 Sign-up start, Complete registration; §3 Sign-up
 * request, token record, complete-registration and invite payloads).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { privateTokenSchema, signupRequestSchema } from '../validation/accountSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { emptyAnswerSchema } from './positionsContract.js';
import { positionWireSchema } from './sessionContract.js';

/** The §3 sign-up token record; `state` 2 is an invite into `account`. */
export const signupTokenWireSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    state: z.number().int().meta({ description: '1 self sign-up, 2 invite' }),
    language: z.string(),
    account: z.object({ name: z.string() }).nullable(),
  })
  .meta({ id: 'SignupToken', examples: [{ id: 7, email: 'bob@example.com', state: 2, language: 'en', account: { name: 'Example Ltd' } }] });
export type SignupTokenWire = z.infer<typeof signupTokenWireSchema>;

/**
 * POST /positions/signup_step2 body: `private_token` plus, by the token's state, the §3
 * complete-registration payload (state 1: completeRegistrationSchema) or the invite payload
 * (state 2: inviteCompletionSchema). Which one applies depends on the stored token, so the
 * action checks the rest.
 */
export const completeSignupBodySchema = z.looseObject({ private_token: privateTokenSchema }).meta({
  description:
    'State 1 token: fullname, language, job_level, team, intended_use[], company_name, company_size, tools_used[], company_country, ' +
    'password, timezone. State 2 token (invite): password, timezone.',
});

const invalidKey: RouteError = {
  status: 404,
  code: StringErrorCode.NotFound,
  when: 'Your sign up key is not valid, it may have expired or a new one was requested, submit your email again',
};
const rateLimited: RouteError = { status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many calls from this IP; Retry-After says when to try again' };

/** Every sign-up route. */
export const signupContract = [
  defineRoute({
    method: 'POST',
    path: '/positions/signup',
    resource: 'signup',
    summary: 'Start a self sign-up',
    description:
      '§2 Sign-up start. After a solved captcha, emails `{origin}/signup/{token}` (7 days; a newer request supersedes it). ' +
      'Always `{}`: whether the email is registered shows only to its owner, at the token lookup (1001).',
    auth: 'none',
    body: signupRequestSchema,
    responses: { 200: emptyAnswerSchema },
    errors: [{ status: 400, code: ApiErrorCode.InvalidCaptcha, when: 'The captcha is wrong, used or expired' }, rateLimited],
  }),
  defineRoute({
    method: 'GET',
    path: '/positions/signup_step2',
    resource: 'signup',
    summary: 'Look a sign-up token up',
    description: '§4 Token lookup.',
    auth: 'none',
    query: z.object({ private_token: privateTokenSchema }),
    responses: { 200: signupTokenWireSchema },
    errors: [invalidKey, { status: 409, code: ApiErrorCode.AlreadyRegistered, when: 'The email is already registered' }, rateLimited],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/signup_step2',
    resource: 'signup',
    summary: 'Complete a sign-up or an invite, and log in',
    description:
      '§2 Complete registration, §6. State 1 creates the company account (14-day trial), its admin position and the workspace ' +
      '"Contracts"; state 2 adds a member position to the inviting account. Starts a browser session (cookie, `X-Flow-Session-Expires`).',
    auth: 'none',
    body: completeSignupBodySchema,
    responses: { 200: positionWireSchema },
    errors: [invalidKey, { status: 409, code: ApiErrorCode.AlreadyRegistered, when: 'The email is already registered' }, rateLimited],
  }),
] as const;
