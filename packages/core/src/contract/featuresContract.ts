/**
 * The contract of an account's features (§3 Account "features map, each with enabled 0 or 1", §1
 * extensions): an account admin reads the six features and turns one on or off. Every change is
 * recorded with who made it and when. A disabled extension's own calls answer 403 6001 (§8
 * "Extension disabled in your account"); members read the effective map from GET /positions/me.
 */
import { z } from 'zod';
import { accountFeatureKeys } from '../domain/accountFeatures.js';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';

/** 0 (off) or 1 (on), as §3 writes it. */
const enabledValue = z.union([z.literal(0), z.literal(1)], { error: 'enabled must be 0 or 1' });

/** One feature of an account: its key, its effective value, whether that is the default, and its last change. */
export const accountFeatureWireSchema = z
  .object({
    key: z.enum(accountFeatureKeys),
    enabled: enabledValue,
    default_enabled: enabledValue.meta({ description: 'The value while no admin has set it (core accountFeatureDefaults)' }),
    changed_at: z.string().nullable().meta({ format: 'date-time', description: 'When an admin last changed it; null when never' }),
    changed_by: z
      .object({ id: z.number().int(), fullname: z.string() })
      .nullable()
      .meta({ description: 'Who last changed it (null when never, or the position was deleted)' }),
  })
  .meta({
    id: 'AccountFeature',
    examples: [{ key: 'notes', enabled: 0, default_enabled: 1, changed_at: '2026-11-24T09:00:00.000Z', changed_by: { id: 1, fullname: 'Ada Admin' } }],
  });
export type AccountFeatureWire = z.infer<typeof accountFeatureWireSchema>;

/** GET /accounts/{id}/features answer: the six features in settings-page order. */
export const accountFeaturesWireSchema = z.object({ features: z.array(accountFeatureWireSchema) }).meta({ id: 'AccountFeatures' });

/** PUT /accounts/{id}/features/{key} body. */
export const setAccountFeatureSchema = z.object({ enabled: enabledValue }).strict().meta({ id: 'SetAccountFeature', examples: [{ enabled: 0 }] });

const accountParams = z.object({ id: pathIdSchema('Invalid account Id') });
const featureParams = z.object({
  id: pathIdSchema('Invalid account Id'),
  key: z.enum(accountFeatureKeys, { error: 'Unknown feature' }).meta({ description: `One of ${accountFeatureKeys.join(', ')}` }),
});
const adminOnly: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin of the account, or a guest token was sent' },
];

/** Every account feature route. */
export const featuresContract = [
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/features',
    resource: 'features',
    summary: 'An account’s features',
    description: '§3 features map with each feature’s default and last change. Account admins only.',
    auth: 'session',
    params: accountParams,
    responses: { 200: accountFeaturesWireSchema },
    errors: adminOnly,
  }),
  defineRoute({
    method: 'PUT',
    path: '/accounts/:id/features/:key',
    resource: 'features',
    summary: 'Turn an account feature on or off',
    description:
      'Sets one feature of the §3 map to 0 or 1 and records who changed it and when (nothing is recorded when the value does not change). ' +
      'Account admins only. While off, the extension’s calls answer 403 6001 and the app hides it.',
    auth: 'session',
    params: featureParams,
    body: setAccountFeatureSchema,
    responses: { 200: accountFeatureWireSchema },
    errors: [...adminOnly, { status: 404, code: StringErrorCode.NotFound, when: 'An unknown feature key' }],
  }),
] as const;

/** The answer of a call to a disabled extension (§8 6001), for the contracts of the extensions' routes. */
export const extensionDisabledError = (extension: string): RouteError => ({
  status: 403,
  code: ApiErrorCode.ExtensionDisabled,
  when: `The account has turned the ${extension} extension off (§8 "Extension disabled in your account")`,
});
