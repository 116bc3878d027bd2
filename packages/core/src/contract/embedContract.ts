/**
 * The contract of the embed SDK's API calls (DESIGN.md "Embed protocol", §7):
 * - GET/PUT /accounts/{id}/embed_settings: the origins allowed to frame the account's documents
 *   (an admin of the account only);
 * - GET/POST /agreements/{id}/signing_links, DELETE …/signing_links/{linkId}: a template's direct
 *   signing links (its owner);
 * - GET /embed/templates/{id}, POST /embed/templates/{id}/agreements: what a signing link's holder
 *   may do, with the link token in `X-Flow-Access-Token`;
 * - POST /agreements/{id}/preview: the owner's read-only view (§7 "used when the guest token is
 *   preview").
 * The /embed/* HTML pages are not API calls and are not here.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { MAX_ALLOWED_ORIGINS, isExactOrigin } from '../protocol/origins.js';
import { neutralizeBidi } from '../text/neutralizeBidi.js';
import { emailSchema, limits } from '../validation/schemas.js';
import { agreementWireSchema } from './agreementWire.js';
import { noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/**
 * PUT /accounts/{id}/embed_settings body: `{ allowed_origins }`, each an exact http(s) origin
 * (isExactOrigin), at most MAX_ALLOWED_ORIGINS; duplicates are dropped by the server.
 */
export const embedSettingsSchema = z
  .object({
    allowed_origins: z
      .array(
        z
          .string()
          .trim()
          .refine(isExactOrigin, {
            error: (issue) => `Not an exact origin (scheme://host[:port], lower case, no path or trailing slash): ${String(issue.input).slice(0, 100)}`,
          }),
      )
      .max(MAX_ALLOWED_ORIGINS, { message: `At most ${MAX_ALLOWED_ORIGINS} allowed origins` }),
  })
  .strict();
export type EmbedSettingsRequest = z.input<typeof embedSettingsSchema>;

/** The account's embed settings on the wire. */
export const embedSettingsWireSchema = z
  .object({
    account_id: z.number().int(),
    allowed_origins: z.array(z.string()),
    development_origins_allowed: z.boolean().meta({ description: 'Outside production the server also allows http://localhost:* and http://127.0.0.1:*' }),
    updated: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'EmbedSettings', examples: [{ account_id: 1, allowed_origins: ['https://partner.example'], development_origins_allowed: false, updated: '2026-11-24T09:00:00.000Z' }] });
export type EmbedSettingsWire = z.infer<typeof embedSettingsWireSchema>;

/** A signing link just created: its token and URL, shown this once (only the hash is stored). */
export const createdSigningLinkWireSchema = z
  .object({ id: z.number().int(), token: z.string(), url: z.string() })
  .meta({
    id: 'CreatedSigningLink',
    examples: [{ id: 2, token: 'k3J9…', url: 'https://app.inkflow.test/embed/documents/templates/12/at/k3J9…' }],
  });
export type CreatedSigningLinkWire = z.infer<typeof createdSigningLinkWireSchema>;

/** A signing link as listed: no token. */
export const signingLinkWireSchema = z
  .object({ id: z.number().int(), created: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'SigningLink', examples: [{ id: 2, created: '2026-11-24T09:00:00.000Z' }] });
export type SigningLinkWire = z.infer<typeof signingLinkWireSchema>;

/** POST /embed/templates/{id}/agreements body: the visitor (§5 name and email rules). */
export const templateSignerSchema = z
  .object({
    fullname: z
      .string()
      .overwrite(neutralizeBidi)
      .trim()
      .min(1, { message: 'Full name is required' })
      .max(limits.nameMax, { message: `Full name must contain at most ${limits.nameMax} character(s)` }),
    email: emailSchema,
  })
  .strict();
export type TemplateSignerRequest = z.input<typeof templateSignerSchema>;

/** The agreement created from a template: whom the visitor signs as, and their guest token (returned once). */
export const createdFromTemplateWireSchema = z
  .object({ agreement_id: z.number().int(), participant_id: z.number().int(), guest_token: z.string() })
  .meta({ id: 'CreatedFromTemplate', examples: [{ agreement_id: 40, participant_id: 77, guest_token: 'Qm9…' }] });
export type CreatedFromTemplateWire = z.infer<typeof createdFromTemplateWireSchema>;

const accountParams = z.object({ id: pathIdSchema('Invalid account Id') });
const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });
const adminErrors: RouteError[] = [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin position of this account' }];
const ownerErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not the owner of the template' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
];
const linkErrors: RouteError[] = [
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The link token is missing, unknown, revoked, of another template, or the agreement is no longer a template' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
];

/** Every embed API route. */
export const embedContract = [
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/embed_settings',
    resource: 'embed',
    summary: 'The origins allowed to frame the account’s documents',
    description: 'An admin position of that account only.',
    auth: 'session',
    params: accountParams,
    responses: { 200: embedSettingsWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/accounts/:id/embed_settings',
    resource: 'embed',
    summary: 'Replace the origins allowed to frame the account’s documents',
    description: `Each an exact http(s) origin, at most ${MAX_ALLOWED_ORIGINS}; duplicates dropped. An admin position of that account only.`,
    auth: 'session',
    params: accountParams,
    body: embedSettingsSchema,
    premium: true,
    responses: { 200: embedSettingsWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/signing_links',
    resource: 'embed',
    summary: 'Create a direct signing link for a template',
    description: 'The owner of a template (state 6). The token is answered this once; the server keeps only its hash.',
    auth: 'session',
    params: agreementParams,
    premium: true,
    responses: { 201: createdSigningLinkWireSchema },
    errors: [...ownerErrors, { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The agreement is not a template' }],
  }),
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/signing_links',
    resource: 'embed',
    summary: 'List a template’s signing links that are not revoked',
    description: 'Oldest first; never a token or URL.',
    auth: 'session',
    params: agreementParams,
    responses: { 200: z.object({ collection: z.array(signingLinkWireSchema) }) },
    errors: ownerErrors,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/agreements/:id/signing_links/:linkId',
    resource: 'embed',
    summary: 'Revoke a signing link',
    description: 'The token stops working at once; agreements already created through it stay.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id'), linkId: pathIdSchema('Signing link not found') }),
    responses: { 204: noContent },
    errors: [...ownerErrors, { status: 404, code: StringErrorCode.NotFound, when: 'No such link on this template, or already revoked' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/preview',
    resource: 'embed',
    summary: 'The owner’s read-only preview of an agreement',
    description:
      '§7: used when the guest token is `preview` (§4 preview mode). Needs the owner’s session; a guest token never grants it, so in a third-party iframe (no session cookie) it answers 401. Writes nothing.',
    auth: 'session',
    params: agreementParams,
    responses: { 200: agreementWireSchema },
    errors: ownerErrors,
  }),
  defineRoute({
    method: 'GET',
    path: '/embed/templates/:id',
    resource: 'embed',
    summary: 'The template a signing link opens',
    description: 'With the signing link’s token in `X-Flow-Access-Token`: the name, boxes and data, never its participants.',
    auth: 'guest',
    params: agreementParams,
    responses: { 200: agreementWireSchema },
    errors: linkErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/embed/templates/:id/agreements',
    resource: 'embed',
    summary: 'Create the visitor’s agreement from a template',
    description:
      'With the signing link’s token in `X-Flow-Access-Token`. The visitor becomes the only participant (signatory, standard e-signature) of a new pending agreement copied from the template, and gets a guest token, answered once, to sign it. Rate limited per IP.',
    auth: 'guest',
    params: agreementParams,
    body: templateSignerSchema,
    responses: { 201: createdFromTemplateWireSchema },
    errors: [...linkErrors, { status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many agreements from this IP (rate limit)' }],
  }),
] as const;
