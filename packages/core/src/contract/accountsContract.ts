/**
 * The contract of an account's own calls (§3 Account, §7 "Account actions", §1 trial):
 * - GET/PUT /accounts/{id}: the account settings an admin sets (company name, brand colour,
 *   default contract language, default sign method) and its plan;
 * - POST/DELETE /accounts/{id}/logo: the company logo (PNG or JPEG, at most 1 MiB);
 * - GET /accounts/{id}/logo/{file}: the logo image itself, public, for guest pages and emails;
 * - POST /accounts/{id}/start_trial: the §7 account action "start trial" (§1: 14 days of premium).
 */
import { z } from 'zod';
import { accountPlans, trialDays } from '../domain/accountPlan.js';
import { allSignMethods } from '../domain/participantRoles.js';
import { normalizeBrandColor } from '../domain/brandPalette.js';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { supportedLanguages } from '../i18n/languages.js';
import { neutralizeBidi } from '../text/neutralizeBidi.js';
import { maxLengthMessage, requiredMessage } from '../validation/fieldRules.js';
import { limits } from '../validation/schemas.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** Largest logo, in bytes (1 MiB). */
export const logoBytesMax = 1024 * 1024;

/** The image types a logo may be (judged from its bytes). */
export const logoMimeTypes = ['image/png', 'image/jpeg'] as const;

/** The §8 code of a second start_trial (or one for an account on a paid plan). */
export const trialUnavailableCode = 'TRIAL_UNAVAILABLE';

/** An account as its admins see it (GET /accounts/{id}). */
export const accountWireSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'The company name (§9: at most 100 characters)' }),
    plan: z.enum(accountPlans).meta({ description: '`paid`, `trial` (premium until `trial_ends_at`) or `free` (basic features only, §1)' }),
    trial_ends_at: z.string().meta({ format: 'date-time' }).nullable().meta({ description: 'End of the premium trial; null when the account never had one' }),
    logo_url: z.string().nullable().meta({ description: 'The logo, a path on this server (`/api/accounts/{id}/logo/{file}`); null without one' }),
    brand_color: z.string().nullable().meta({ description: '`#rrggbb`; null: the product’s colours' }),
    default_language: z.enum(supportedLanguages).nullable().meta({ description: 'The language of new agreements (§1); null: none set' }),
    default_sign_method: z.number().int().meta({ description: 'The sign method of new signatories (§3 sign methods)' }),
  })
  .meta({
    id: 'Account',
    examples: [
      {
        id: 1,
        name: 'Example Ltd',
        plan: 'trial',
        trial_ends_at: '2026-12-08T09:00:00.000Z',
        logo_url: '/api/accounts/1/logo/3f9a0c2d41b7e6a8.png',
        brand_color: '#1a7f5a',
        default_language: 'sv',
        default_sign_method: 0,
      },
    ],
  });
export type AccountWire = z.infer<typeof accountWireSchema>;

const signMethodChoice = z.union(allSignMethods.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>], {
  error: 'Default sign method is not valid',
});

/**
 * PUT /accounts/{id} body: the settings to change (an omitted field stays). `name` is the company
 * name (§5 required, §9 max 100); `brand_color` `#rgb` or `#rrggbb` (stored as `#rrggbb`), null
 * for the product's colours; `default_language` one of the 12 (§1), null for none;
 * `default_sign_method` one of §3's sign methods.
 */
export const accountSettingsSchema = z
  .object({
    name: z
      .string({ error: requiredMessage('Company name') })
      .overwrite(neutralizeBidi)
      .trim()
      .min(1, { message: requiredMessage('Company name') })
      .max(limits.nameMax, { message: maxLengthMessage('Company name', limits.nameMax) })
      .optional(),
    brand_color: z
      .string({ error: 'Brand colour is not valid' })
      .transform((value, ctx) => {
        const color = normalizeBrandColor(value);
        if (color === null) {
          ctx.addIssue({ code: 'custom', message: 'Brand colour is not valid: use a hex colour such as #1a7f5a' });
          return z.NEVER;
        }
        return color;
      })
      .nullable()
      .optional(),
    default_language: z.enum(supportedLanguages, { error: 'Default language is not valid' }).nullable().optional(),
    default_sign_method: signMethodChoice.optional(),
  })
  .strict()
  .meta({ id: 'AccountSettings', examples: [{ name: 'Example Ltd', brand_color: '#1a7f5a', default_language: 'sv', default_sign_method: 0 }] });
export type AccountSettingsRequest = z.input<typeof accountSettingsSchema>;

const accountParams = z.object({ id: pathIdSchema('Invalid account Id') });
const adminErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin of this account, or a guest token was sent' },
];

/** Every account route. */
export const accountsContract = [
  defineRoute({
    method: 'GET',
    path: '/accounts/:id',
    resource: 'accounts',
    summary: 'An account’s settings and plan',
    description: 'An admin position of that account only.',
    auth: 'session',
    params: accountParams,
    responses: { 200: accountWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/accounts/:id',
    resource: 'accounts',
    summary: 'Change an account’s settings',
    description:
      'Company name, brand colour, default contract language and default sign method; omitted fields stay. New agreements take the ' +
      'default language, new signatories without a `sign_method` the default sign method. Counterparties see the name, logo and ' +
      'colour on the guest page, in the embed and in every email the account sends.',
    auth: 'session',
    params: accountParams,
    body: accountSettingsSchema,
    responses: { 200: accountWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/logo',
    resource: 'accounts',
    summary: 'Upload the company logo',
    description: `Multipart: the image as \`file\`. PNG or JPEG judged from the bytes (never the name), at most ${logoBytesMax} bytes (1 MiB); replaces the previous logo.`,
    auth: 'session',
    params: accountParams,
    body: { multipart: { file: 'file' } },
    responses: { 200: accountWireSchema },
    errors: [
      ...adminErrors,
      { status: 400, code: ApiErrorCode.UnsupportedFileType, when: 'Not a PNG or JPEG image' },
      { status: 400, code: StringErrorCode.BadRequest, when: 'No file, or a file over 1 MiB' },
    ],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/accounts/:id/logo',
    resource: 'accounts',
    summary: 'Remove the company logo',
    description: 'Guest pages and emails show the company name instead.',
    auth: 'session',
    params: accountParams,
    responses: { 200: accountWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/logo/:file',
    resource: 'accounts',
    summary: 'The company logo image',
    description:
      'Public (email clients and guest pages load it without a session), cached for a year: `file` names one version of the logo, ' +
      'so a new logo gets a new URL. Only the account’s current logo is served.',
    auth: 'none',
    params: z.object({ id: pathIdSchema('Invalid account Id'), file: z.string().max(80) }),
    // Documentation only: the server answers a Buffer, never through the response serializer.
    responses: { 200: z.string().meta({ format: 'binary', description: 'The PNG or JPEG bytes' }) },
    errors: [{ status: 404, code: StringErrorCode.NotFound, when: 'No such account, or not its current logo' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/start_trial',
    resource: 'accounts',
    summary: 'Start the free trial',
    description: `§7 account action "start trial", §1: ${trialDays} days of premium features from now, for an account on the free plan that never had a trial.`,
    auth: 'session',
    params: accountParams,
    responses: { 200: accountWireSchema },
    errors: [...adminErrors, { status: 409, code: trialUnavailableCode, when: 'The account already had its free trial, or is on a paid plan' }],
  }),
] as const;
