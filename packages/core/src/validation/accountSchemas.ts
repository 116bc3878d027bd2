/**
 * Request schemas of the session and account calls (spec §7 "Session and account", §3 payloads,
 * §5 rules, §9 limits), shared by the signed-out pages and the server. Wire shapes, snake_case.
 */
import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages.js';
import { requiredChoice, requiredChoices, requiredText } from './fieldRules.js';
import { coercedIdSchema, idNumberSchema } from './idSchemas.js';
import { userRoleSchema } from './memberSchemas.js';
import { emailSchema, limits } from './schemas.js';
import { signupOptions } from './signupOptions.js';

/** "The password confirmation doesn't match" (§5 Password). */
export const passwordMismatchMessage = "The password confirmation doesn't match";

/** §5 Password for a new password: required, 12 to 72 characters. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required' })
  .min(limits.passwordMin, { message: `Password must contain at least ${limits.passwordMin} character(s)` })
  .max(limits.passwordMax, { message: `Password must contain at most ${limits.passwordMax} character(s)` });

/** §5 Password when logging in or confirming an action: required, at most 72 (no minimum). */
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required' })
  .max(limits.passwordMax, { message: `Password must contain at most ${limits.passwordMax} character(s)` });

/** §5 Security code: required, letters and digits only, at most 20. */
export const securityCodeSchema = z
  .string({ error: 'Security code is required' })
  .trim()
  .min(1, { message: 'Security code is required' })
  .max(20, { message: 'Security code must contain at most 20 character(s)' })
  .regex(/^[A-Za-z0-9]+$/, { message: 'Security code is not valid' });

/** A supported interface language (§1); "Language is required" otherwise. */
export const languageSchema = requiredChoice('Language', supportedLanguages);

/**
 * §5 "Timezones are normalised to a supported list, falling back to UTC": any IANA zone the
 * runtime knows is kept, anything else (or nothing) becomes "UTC".
 */
export const timezoneSchema = z
  .string()
  .max(64)
  .optional()
  .transform((zone) => {
    if (!zone) return 'UTC';
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return 'UTC';
    }
  });

/** Form rule: `password_confirmation` (when given) equals `password`. */
function confirmationMatches(body: { password: string; password_confirmation?: string | undefined }): boolean {
  return body.password_confirmation === undefined || body.password_confirmation === body.password;
}

/** POST /positions/forgot_password body (§7). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/** POST /positions/forgot_password/{token} body (§7): the new password (+ the form's confirmation). */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, password_confirmation: z.string().optional() })
  .refine(confirmationMatches, { message: passwordMismatchMessage, path: ['password_confirmation'] });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** POST /positions/{id}/change_email body: the new email and the current password. */
export const changeEmailRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

const tracking = z.string().trim().max(255).optional();

/** POST /positions/signup body (§3 Sign-up request). The captcha is required (§5). */
export const signupRequestSchema = z.object({
  email: emailSchema,
  start_trial: z.boolean().optional().default(true),
  gclid: tracking,
  utm_campaign: tracking,
  utm_content: tracking,
  utm_medium: tracking,
  utm_source: tracking,
  utm_term: tracking,
  captcha_response_token: z.string({ error: 'Captcha is required' }).min(1, { message: 'Captcha is required' }).max(10_000),
  timezone: timezoneSchema,
});
export type SignupRequestInput = z.input<typeof signupRequestSchema>;

/** A sign-up private token (the key in /signup/{token}). */
export const privateTokenSchema = z.string({ error: 'Sign up key is required' }).min(1, { message: 'Sign up key is required' }).max(100);

/** Step 1 of the self sign-up wizard (§2 Complete registration): personal details. */
export const signupPersonalSchema = z.object({
  fullname: requiredText('Name', { max: limits.nameMax }),
  language: languageSchema,
  job_level: requiredChoice('Job level', signupOptions.jobLevel),
  team: requiredChoice('Team', signupOptions.team),
  intended_use: requiredChoices('Usage', signupOptions.usage),
});

/** Step 2: company details. */
export const signupCompanySchema = z.object({
  company_name: requiredText('Company name', { max: limits.nameMax }),
  company_size: requiredChoice('Company size', signupOptions.companySize),
  tools_used: requiredChoices('Tools', signupOptions.tools),
});

/** Step 3: settings (country as ISO 3166-1 alpha-2, password). Terms are a form-only field. */
export const signupSettingsSchema = z.object({
  company_country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, { message: 'Country is required' })
    .regex(/^[A-Za-z]{2}$/, { message: 'Country is not valid' })
    .transform((c) => c.toUpperCase()),
  password: newPasswordSchema,
});

/** POST /positions/signup_step2 body for a self sign-up (§3 Complete-registration payload). */
export const completeRegistrationSchema = signupPersonalSchema
  .extend(signupCompanySchema.shape)
  .extend(signupSettingsSchema.shape)
  .extend({ private_token: privateTokenSchema, timezone: timezoneSchema });
export type CompleteRegistrationInput = z.input<typeof completeRegistrationSchema>;

/** POST /positions/signup_step2 body for an invited user (§3 Invite completion payload). */
export const inviteCompletionSchema = z.object({
  password: newPasswordSchema,
  private_token: privateTokenSchema,
  timezone: timezoneSchema,
});
export type InviteCompletionInput = z.input<typeof inviteCompletionSchema>;

/** The terms checkbox of the last self sign-up step (§5: required there, not for invites). */
export const hasAgreedToTermsSchema = z.literal(true, { error: 'Terms agreement is required' });

/** POST /positions/invite body: who to invite into the caller's account. */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  fullname: z.string().trim().max(limits.nameMax, { message: `Name must contain at most ${limits.nameMax} character(s)` }).optional(),
  language: languageSchema.optional().default('en'),
  /** The account role the invitee gets on completing the sign-up (§3 userRole); default `member`. */
  user_role: userRoleSchema.optional().default('member'),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** Two-factor channels (§3 Two-factor methods, without "none"). */
export const mfaChannels = ['email', 'sms', 'personal_identification'] as const;
export type MfaChannel = (typeof mfaChannels)[number];

/** POST /positions/{id}/mfa/ body (§7 Position MFA). */
export const mfaSettingsSchema = z.object({
  channel: requiredChoice('Two-step authentication method', mfaChannels),
  channel_data: z.string().trim().max(70).optional(),
  password: currentPasswordSchema,
  positionId: idNumberSchema('positionId').optional(),
});
export type MfaSettingsRequest = z.input<typeof mfaSettingsSchema>;

/** DELETE /positions/{id}/mfa/ body. */
export const mfaDisableSchema = z.object({ password: currentPasswordSchema });

/** POST /positions/{id}/mfa/channel_validate body. */
export const mfaChannelValidateSchema = z.object({ security_code: securityCodeSchema });

/** POST /positions/login_mfa_code_request body. */
export const loginMfaCodeRequestSchema = z.object({ position_id: coercedIdSchema('position_id') });

/** PUT /accounts/{id}/sso body: the account's OpenID Connect settings (§6 SSO). */
export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  issuer: z.url({ protocol: /^https?$/, message: 'Issuer is not a valid URL' }).max(1000),
  client_id: requiredText('Client ID', { max: 255 }),
  client_secret: z.string().max(1000).optional(),
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9](-?[a-z0-9])*\.)+[a-z]{2,}$/, { message: 'Domain is not valid' }),
    )
    .min(1, { message: 'Domains are required' })
    .max(50),
  block_password_login: z.boolean().optional().default(false),
});
export type SsoSettingsRequest = z.input<typeof ssoSettingsSchema>;
