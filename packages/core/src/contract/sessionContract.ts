/**
 * The contract of the §7 session calls (§2 Login, §8): GET /ping, the login-method lookup, login
 * with a second factor and a captcha, the login code request, logout and GET /positions/me.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { emailSchema, loginRequestSchema } from '../validation/schemas.js';
import { loginMfaCodeRequestSchema } from '../validation/accountSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { noContent, notLoggedInError } from './commonSchemas.js';

/**
 * The emails a position chose to get (My settings, §7 position action "update settings"): when a
 * counterparty signs an agreement it owns or takes part in, when someone comments on one, and
 * when someone mentions it. Every choice is on until the position turns it off.
 */
export const positionNotificationsWireSchema = z
  .object({
    agreement_signed: z.boolean().meta({ description: 'Email me when a counterparty signs' }),
    comment_posted: z.boolean().meta({ description: 'Email me when someone comments' }),
    mentioned: z.boolean().meta({ description: 'Email me when I am mentioned' }),
  })
  .meta({ id: 'PositionNotifications' });
export type PositionNotificationsWire = z.infer<typeof positionNotificationsWireSchema>;

/** The signed-in position with its account (and §3 features map) and workspaces: GET /positions/me, login, sign-up. */
export const positionWireSchema = z
  .object({
    id: z.number().int(),
    fullname: z.string(),
    email: z.string(),
    language: z.string(),
    user_role: z.string().meta({ description: '`admin` or `member` (§6)' }),
    title: z.string().nullable().optional().meta({ description: 'Job title (My settings), null when none' }),
    phone: z.string().nullable().optional().meta({ description: 'Phone number with country code (My settings), null when none' }),
    notifications: positionNotificationsWireSchema.optional(),
    account: z.object({
      id: z.number().int(),
      name: z.string(),
      features: z
        .record(z.string(), z.object({ enabled: z.union([z.literal(0), z.literal(1)]) }))
        .optional()
        .meta({ description: '§3 account features map, e.g. `{ personalIdentificationMfa: { enabled: 1 } }`' }),
      trial_ends_at: z
        .string()
        .nullable()
        .optional()
        .meta({ description: 'End of the 14-day premium trial (§1), ISO 8601; null when the account never had one' }),
    }),
    collections: z.array(z.object({ id: z.number().int(), name: z.string(), virtual: z.boolean() })).meta({ description: 'The account’s workspaces' }),
  })
  .meta({
    id: 'Position',
    examples: [
      {
        id: 1,
        fullname: 'Ada Admin',
        email: 'ada@example.com',
        language: 'en',
        user_role: 'admin',
        title: 'Head of Legal',
        phone: '+46701234567',
        notifications: { agreement_signed: true, comment_posted: true, mentioned: true },
        account: { id: 1, name: 'Example Ltd', features: {}, trial_ends_at: '2026-12-01T09:00:00.000Z' },
        collections: [{ id: 1, name: 'Contracts', virtual: false }],
      },
    ],
  });
export type PositionWire = z.infer<typeof positionWireSchema>;

/** The second factor a login asks for (§3 Position MFA): masked channel, and whether a live code was already sent. */
export const loginMfaWireSchema = z
  .object({
    channel: z.string().meta({ description: '`email`, `sms` or `personal_identification`' }),
    channel_data: z.string().meta({ description: 'Where the code goes, masked' }),
    position_id: z.number().int(),
    has_code: z.boolean().meta({ description: 'A code was already sent and is still valid: do not request one on mount' }),
  })
  .meta({ id: 'LoginMfa', examples: [{ channel: 'email', channel_data: 'a***@example.com', position_id: 1, has_code: false }] });
export type LoginMfaWire = z.infer<typeof loginMfaWireSchema>;

/** The answer of POST /positions/login: the position (signed in) or `{ mfa }` (the security-code step). */
export const loginAnswerSchema = z.union([positionWireSchema, z.object({ mfa: loginMfaWireSchema }).meta({ id: 'LoginMfaNeeded' })]);

/** Where a login-code request sent the code: the channel and its masked address. */
export const codeSentWireSchema = z
  .object({ channel: z.string(), channel_data: z.string() })
  .meta({ id: 'CodeSent', examples: [{ channel: 'sms', channel_data: '+46 *** ** 67' }] });

const rateLimited: RouteError = { status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many calls from this IP (and email); Retry-After says when to try again' };

/** Every session route. */
export const sessionContract = [
  defineRoute({
    method: 'GET',
    path: '/ping',
    resource: 'session',
    summary: 'Server time and session expiry',
    description:
      '§7 ping. Response headers: `X-Flow-Server-Time` (ISO 8601, always) so the client can detect clock skew, and ' +
      '`X-Flow-Session-Expires` (ISO 8601, only when a session cookie is valid) so it can warn before the session ends; ' +
      'its presence means "signed in".',
    auth: 'none',
    responses: { 200: z.object({ time: z.string().meta({ format: 'date-time' }) }).meta({ id: 'Ping', examples: [{ time: '2026-11-24T09:00:00.000Z' }] }) },
    errors: [],
  }),
  defineRoute({
    method: 'GET',
    path: '/positions/login_method',
    resource: 'session',
    summary: 'Which login methods the email offers',
    description:
      '§7, §2 Login. `password` for everyone (unknown emails too: the answer reveals nothing about who has an account), `sso` ' +
      'added when an enabled SSO setting covers the domain, `password` dropped when that setting blocks password login. ' +
      'The client turns two methods into `multiple`.',
    auth: 'none',
    query: z.object({ email: emailSchema }),
    responses: {
      200: z.object({ login_methods: z.array(z.enum(['password', 'sso'])) }).meta({ id: 'LoginMethods', examples: [{ login_methods: ['password', 'sso'] }] }),
    },
    errors: [],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/login',
    resource: 'session',
    summary: 'Log in with email and password (and a second factor)',
    description:
      '§7, §2 Login. Checks in order: captcha when this email or IP failed repeatedly, SSO blocking password login, email ' +
      'and password, account lock, second factor. Without `security_code` on a position with two-step login the answer is ' +
      '`{ mfa }` and an HttpOnly `inkflow_mfa` challenge cookie (10 minutes), no session. Success sets the HttpOnly session ' +
      'cookie (with Max-Age only when `persistent`) and `X-Flow-Session-Expires`. A failure answers `X-Flow-Require-Captcha: 1` ' +
      'when the next try needs a captcha.',
    auth: 'none',
    body: loginRequestSchema,
    responses: { 200: loginAnswerSchema },
    errors: [
      { status: 400, code: ApiErrorCode.InvalidCaptcha, when: 'A captcha is required and missing or wrong' },
      { status: 401, code: ApiErrorCode.InvalidCredentials, when: 'Unknown email or wrong password' },
      { status: 401, code: ApiErrorCode.InvalidSecurityCode, when: 'Wrong, used or expired security code' },
      { status: 403, code: ApiErrorCode.SsoDomainActive, when: 'The email’s domain must log in with SSO' },
      { status: 403, code: ApiErrorCode.AccountLocked, when: 'The account is locked' },
      rateLimited,
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/login_mfa_code_request',
    resource: 'session',
    summary: 'Send a new login security code',
    description: '§7. Only the browser that passed the password step may ask: it holds the `inkflow_mfa` challenge cookie.',
    auth: 'none',
    body: loginMfaCodeRequestSchema,
    responses: { 200: codeSentWireSchema },
    errors: [{ status: 401, code: ApiErrorCode.InvalidCredentials, when: 'No valid login challenge for this position' }, rateLimited],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/logout',
    resource: 'session',
    summary: 'Log out',
    description: 'Ends the session of the cookie (if any) and clears the cookie.',
    auth: 'none',
    responses: { 204: noContent },
    errors: [],
  }),
  defineRoute({
    method: 'GET',
    path: '/positions/me',
    resource: 'session',
    summary: 'The signed-in position',
    description: '§7: the position with its account and workspaces. A lock applies at once (§6).',
    auth: 'session',
    responses: { 200: positionWireSchema },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent' },
      { status: 403, code: ApiErrorCode.AccountLocked, when: 'The account is locked' },
    ],
  }),
] as const;

/** 404 of a link token that is unknown, used or expired. */
export const invalidLinkError: RouteError = { status: 404, code: StringErrorCode.NotFound, when: 'The link has expired or does not exist' };
