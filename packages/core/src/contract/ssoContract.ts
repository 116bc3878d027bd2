/**
 * The contract of the SSO calls (§6 "SSO ... is available per account", §2 Login, §8 SSO login
 * errors): the browser redirects GET /sso/start and GET /sso/callback, and an account's
 * settings GET/PUT /accounts/{id}/sso.
 */
import { z } from 'zod';
import { ApiErrorCode } from '../errors.js';
import { ssoSettingsSchema } from '../validation/accountSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { extensionDisabledError } from './featuresContract.js';

/** An account's OpenID Connect settings as the API shows them (the client secret is write-only). */
export const ssoSettingsWireSchema = z
  .object({
    enabled: z.boolean(),
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    has_client_secret: z.boolean(),
    domains: z.array(z.string()),
    block_password_login: z.boolean(),
    redirect_uri: z.string().meta({ description: 'The callback URL to register at the provider' }),
  })
  .meta({
    id: 'SsoSettings',
    examples: [
      {
        enabled: true,
        issuer: 'https://login.example.com',
        client_id: 'inkflow',
        has_client_secret: true,
        domains: ['example.com'],
        block_password_login: false,
        redirect_uri: 'https://app.inkflow.test/api/sso/callback',
      },
    ],
  });
export type SsoSettingsWire = z.infer<typeof ssoSettingsWireSchema>;

const redirect = z.null().meta({ description: 'A redirect (Location header); no body' });
const failures =
  'Any failure redirects to `/login?error=<reason>` (§8 SSO login errors): `sso-invalid`, `extension-disabled`, `login-disabled`, `runtime-problems`.';
const accountErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin of the account, or a guest token was sent' },
];

/** Every SSO route. */
export const ssoContract = [
  defineRoute({
    method: 'GET',
    path: '/sso/start',
    resource: 'sso',
    summary: 'Start an SSO login (browser redirect)',
    description:
      '§2 Login "SSO choice redirects the browser". Answers 302 to the provider’s authorization URL (code flow with PKCE, state ' +
      'and nonce) and sets the HttpOnly `inkflow_sso` state cookie. ' +
      failures,
    auth: 'none',
    query: z.looseObject({
      email: z.string().optional().meta({ description: 'The email whose domain has SSO' }),
      return_to: z.string().optional().meta({ description: 'A same-origin path to land on after login' }),
      persistent: z.string().optional().meta({ description: '`1` or `true` for a persistent session' }),
    }),
    responses: { 302: redirect },
    errors: [],
  }),
  defineRoute({
    method: 'GET',
    path: '/sso/callback',
    resource: 'sso',
    summary: 'Finish an SSO login (the provider’s redirect back)',
    description: 'Checks the state cookie, exchanges the code, starts the session and answers 302 to `return_to` (a same-origin path). ' + failures,
    auth: 'none',
    query: z.looseObject({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
    responses: { 302: redirect },
    errors: [],
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/sso',
    resource: 'sso',
    summary: 'An account’s SSO settings',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid account Id') }),
    responses: { 200: ssoSettingsWireSchema },
    errors: [...accountErrors, extensionDisabledError('single sign-on')],
  }),
  defineRoute({
    method: 'PUT',
    path: '/accounts/:id/sso',
    resource: 'sso',
    summary: 'Set an account’s SSO settings',
    description: 'Premium (§6). An omitted `client_secret` keeps the stored one.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid account Id') }),
    body: ssoSettingsSchema,
    responses: { 200: ssoSettingsWireSchema },
    errors: [...accountErrors, extensionDisabledError('single sign-on'), { status: 403, code: ApiErrorCode.TrialExpired, when: 'The trial has expired' }],
  }),
] as const;
