/**
 * The contract of the §7 position calls beyond login: password recovery, change email, invites
 * and the position's two-step (MFA) settings (§3 Position MFA, §2 Reset password, §4 Change-email page).
 */
import { z } from 'zod';
import { ApiErrorCode } from '../errors.js';
import {
  changeEmailRequestSchema,
  forgotPasswordSchema,
  inviteRequestSchema,
  mfaChannelValidateSchema,
  mfaDisableSchema,
  mfaSettingsSchema,
  resetPasswordSchema,
} from '../validation/accountSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { extensionDisabledError } from './featuresContract.js';
import { listOf, notLoggedInError, pathIdSchema, queryIntSchema } from './commonSchemas.js';
import { codeSentWireSchema, invalidLinkError, positionWireSchema } from './sessionContract.js';
import { languageSchema } from '../validation/accountSchemas.js';
import { maxLengthMessage, phoneField, requiredText } from '../validation/fieldRules.js';
import { limits } from '../validation/schemas.js';

/** A position's two-step settings (§3 Position MFA). A channel awaiting validation is the one shown, `channel_status: "pending"`. */
export const mfaSettingsWireSchema = z
  .object({
    enabled: z.boolean(),
    channel: z.string().nullable(),
    channel_data: z.string().nullable(),
    channel_status: z.enum(['none', 'pending', 'validated']),
    has_code: z.boolean(),
  })
  .meta({ id: 'MfaSettings', examples: [{ enabled: true, channel: 'email', channel_data: 'ada@example.com', channel_status: 'validated', has_code: false }] });
export type MfaSettingsWire = z.infer<typeof mfaSettingsWireSchema>;

/** The empty `{}` answer of the calls that must not reveal whether an email is registered. */
export const emptyAnswerSchema = z.object({}).meta({ id: 'Empty', examples: [{}] });

/** An answer naming the email concerned. */
export const emailAnswerSchema = z.object({ email: z.string() }).meta({ id: 'EmailAnswer', examples: [{ email: 'ada@example.com' }] });

const tokenParams = z.object({ token: z.string().min(1).max(100).meta({ description: 'The token of the emailed link' }) });
const positionParams = z.object({ id: pathIdSchema('Invalid position Id') });
const rateLimited: RouteError = { status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many calls from this IP; Retry-After says when to try again' };
const selfOnly: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: '`{id}` is not the signed-in position, or a guest token was sent' },
];
const wrongPassword: RouteError = { status: 401, code: ApiErrorCode.InvalidPassword, when: 'The password is wrong' };

/** A colleague: a position of the caller's account (§3 Internal reminder `to_positions`). */
export const colleagueWireSchema = z
  .object({ id: z.number().int(), fullname: z.string(), email: z.string() })
  .meta({ id: 'Colleague', examples: [{ id: 1, fullname: 'Ada Lovelace', email: 'ada@example.com' }] });
export type ColleagueWire = z.infer<typeof colleagueWireSchema>;

/** GET /positions/ query: a page of up to 100 (default 100). */
export const colleagueListQuerySchema = z.object({
  limit: queryIntSchema('limit', 1, 100).optional().default(100),
  offset: queryIntSchema('offset', 0, 2_147_483_647).optional().default(0),
});

/**
 * PUT /positions/{id} body (§7 position action "update settings", My settings): the fields to
 * change, each optional. `fullname` is required when sent and at most 100 characters (§5, §9
 * "Name ... max 100"); `title` at most 100, blank clears it; `phone` a §5 phone number, a value
 * of one character or less (a lone "+") clears it; `language` is the interface language of the
 * user and of the emails they get (§1); `notifications` turns the three emails on or off.
 */
export const positionSettingsSchema = z
  .object({
    fullname: requiredText('Name', { max: limits.nameMax }).optional(),
    title: z
      .string({ error: 'Title is not valid' })
      .trim()
      .max(100, { message: maxLengthMessage('Title', 100) })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    phone: phoneField('Phone number').nullable().optional(),
    language: languageSchema.optional(),
    notifications: z
      .object({
        agreement_signed: z.boolean({ error: 'agreement_signed must be true or false' }).optional(),
        comment_posted: z.boolean({ error: 'comment_posted must be true or false' }).optional(),
        mentioned: z.boolean({ error: 'mentioned must be true or false' }).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .meta({
    id: 'PositionSettings',
    examples: [{ fullname: 'Ada Lovelace', title: 'Head of Legal', phone: '+46701234567', language: 'sv', notifications: { comment_posted: false } }],
  });
export type PositionSettingsRequest = z.infer<typeof positionSettingsSchema>;

/** Every position route (colleagues, recovery, change email, invite, MFA, settings). */
export const positionsContract = [
  defineRoute({
    method: 'GET',
    path: '/positions/',
    resource: 'positions',
    summary: "List the positions of the caller's account",
    description: 'The colleagues an internal reminder can go to (§3 Internal reminder): id, name and email, sorted by name. Any signed-in position of the account may read it; other accounts are never listed.',
    auth: 'session',
    query: colleagueListQuerySchema,
    responses: { 200: listOf(colleagueWireSchema) },
    errors: [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/forgot_password',
    resource: 'positions',
    summary: 'Email a password recovery link',
    description: '§7, §2 Reset password: emails `{origin}/recover-account/{token}` (1 hour, single use) when the email has a position. The answer is `{}` either way.',
    auth: 'none',
    body: forgotPasswordSchema,
    responses: { 200: emptyAnswerSchema },
    errors: [rateLimited],
  }),
  defineRoute({
    method: 'GET',
    path: '/positions/forgot_password/:token',
    resource: 'positions',
    summary: 'Check a password recovery link',
    description: '§2 "With a token, the token is checked first". Answers the email the link is for.',
    auth: 'none',
    params: tokenParams,
    responses: { 200: emailAnswerSchema },
    errors: [invalidLinkError, rateLimited],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/forgot_password/:token',
    resource: 'positions',
    summary: 'Set a new password with a recovery link',
    description: '§5 Password. Uses the link up and revokes every session of the position (§4 Auth).',
    auth: 'none',
    params: tokenParams,
    body: resetPasswordSchema,
    responses: { 200: emptyAnswerSchema },
    errors: [{ status: 400, code: ApiErrorCode.SamePassword, when: 'The new password equals the current one' }, invalidLinkError, rateLimited],
  }),
  defineRoute({
    method: 'PUT',
    path: '/positions/:id',
    resource: 'positions',
    summary: 'Update my settings',
    description:
      '§7 position action "update settings" (My settings), §1: a position changes its own name, title, phone, interface language (one of ' +
      'the 12, also the language of the emails it receives) and email notification choices; an admin of its account may change them too. ' +
      'Only the fields sent change, in one transaction. Answers the position as GET /positions/me does.',
    auth: 'session',
    params: positionParams,
    body: positionSettingsSchema,
    responses: { 200: positionWireSchema },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: '`{id}` is neither the signed-in position nor a position of an account it administers, or a guest token was sent' },
      {
        status: 400,
        code: 'BAD_REQUEST',
        when: 'A field breaks §5 ("fullname: Name is required", "fullname: Name must contain at most 100 character(s)", "phone: Phone number is not a valid phone number", "language: Language is required") or is unknown',
      },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/change_email',
    resource: 'positions',
    summary: 'Request an email change',
    description:
      '§2 Settings. Emails a confirmation link `{origin}/change-email/{token}` (24 h) to the NEW address; a registered address ' +
      'gets a notice instead and the answer is the same `{}`, so the call does not reveal who has an account.',
    auth: 'session',
    params: positionParams,
    body: changeEmailRequestSchema,
    responses: { 200: emptyAnswerSchema },
    errors: [...selfOnly, wrongPassword, { status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many requests for this position or from this IP' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/change_email/:token',
    resource: 'positions',
    summary: 'Confirm an email change',
    description:
      '§7 "with an empty body"; §4 Change-email page. No session needed (the link may be opened in another browser). Revokes the ' +
      'position’s other sessions; the confirming one is kept when it is the position’s own.',
    auth: 'none',
    params: tokenParams,
    responses: { 200: emailAnswerSchema },
    errors: [invalidLinkError, { status: 409, code: ApiErrorCode.EmailRegistered, when: 'Someone claimed the address after the request' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/invite',
    resource: 'positions',
    summary: 'Invite a colleague into the account',
    description:
      '§6 "Invited users join an existing account": an account admin invites by email; sends `{origin}/signup/{token}` (a sign-up ' +
      'token in state 2). A registered address gets a notice instead, with the same answer.',
    auth: 'session',
    body: inviteRequestSchema,
    responses: { 200: emailAnswerSchema },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an account admin, or a guest token was sent' },
      { status: 403, code: ApiErrorCode.TrialExpired, when: 'The trial has expired (inviting is premium)' },
      { status: 429, code: ApiErrorCode.InviteLimit, when: 'More than 20 invitations from the account in 24 hours' },
      rateLimited,
    ],
  }),
  defineRoute({
    method: 'GET',
    path: '/positions/:id/mfa/',
    resource: 'positions',
    summary: 'The position’s two-step settings',
    auth: 'session',
    params: positionParams,
    responses: { 200: mfaSettingsWireSchema },
    errors: selfOnly,
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/mfa/',
    resource: 'positions',
    summary: 'Choose a two-step channel',
    description:
      '§7 (channel, channel_data, password). `email` and `sms` become pending and get a code that `channel_validate` must echo; ' +
      '`personal_identification` (account feature personalIdentificationMfa, §3) is enabled at once; while that feature is off it answers 6001.',
    auth: 'session',
    params: positionParams,
    body: mfaSettingsSchema,
    responses: { 200: mfaSettingsWireSchema },
    errors: [...selfOnly, wrongPassword, extensionDisabledError('personal identification two-step')],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/positions/:id/mfa/',
    resource: 'positions',
    summary: 'Turn two-step login off',
    description: '§7 (password).',
    auth: 'session',
    params: positionParams,
    body: mfaDisableSchema,
    responses: { 200: mfaSettingsWireSchema },
    errors: [...selfOnly, wrongPassword],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/mfa/code_request',
    resource: 'positions',
    summary: 'Send a new code for the pending channel',
    description: '400 BAD_REQUEST when no channel awaits validation.',
    auth: 'session',
    params: positionParams,
    responses: { 200: codeSentWireSchema },
    errors: [...selfOnly, rateLimited],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/mfa/channel_validate',
    resource: 'positions',
    summary: 'Prove the pending channel and turn two-step login on',
    description: '§7 (security_code). 400 BAD_REQUEST when no channel awaits validation.',
    auth: 'session',
    params: positionParams,
    body: mfaChannelValidateSchema,
    responses: { 200: mfaSettingsWireSchema },
    errors: [...selfOnly, { status: 400, code: ApiErrorCode.InvalidSecurityCode, when: 'Wrong, used or expired code' }, rateLimited],
  }),
] as const;
