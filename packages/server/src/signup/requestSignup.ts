/**
 * POST /positions/signup (§7, §2 Sign-up start, §3 Sign-up request): after a solved captcha
 * (400 1012), emails `{origin}/signup/{token}` (7 days; a newer request supersedes it). Always
 * `{}`: whether the email is registered shows only to its owner, at the token lookup (1001).
 */
import { parseLanguage, storedLanguage, type signupRequestSchema } from '@inkflow/core';
import type { AccountContext } from '../accounts/AccountContext.js';
import { issueLinkToken } from '../auth/linkTokens.js';
import { verifyCaptcha } from '../captcha/verifyCaptcha.js';
import { productBrand } from '../email/emailLayout.js';
import { queueEmail } from '../email/Mailer.js';
import { signupEmail } from '../email/signupEmail.js';
import { textsFor } from '../i18n/serverTexts.js';
import type { z } from 'zod';

/** Starts a self sign-up; resolves `{}`. */
export async function requestSignup(ctx: AccountContext, input: z.output<typeof signupRequestSchema>): Promise<Record<string, never>> {
  await verifyCaptcha(ctx.db, input.captcha_response_token);
  const { email, captcha_response_token: _captcha, ...tracking } = input;
  const mail = await ctx.db.transaction(async (tx) => {
    // The wizard preselects the language of the page that asked (§1), as the sign-up email speaks it.
    const token = await issueLinkToken(tx, { kind: 'signup', email, state: 1, language: storedLanguage(parseLanguage(ctx.language) ?? 'en'), data: { tracking } });
    const t = textsFor(ctx.language);
    // No account sends it yet: the product's own look.
    return queueEmail(tx, signupEmail(email, `${ctx.origin}/signup/${token}`, t), { t, brand: productBrand });
  });
  await ctx.deliver([mail]);
  return {};
}
