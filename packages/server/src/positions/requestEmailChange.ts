/**
 * POST /positions/{id}/change_email (signed in; §2 "a settings page to request the change"):
 * `{ email, password }`. Sends a confirmation link `{origin}/change-email/{token}` (24 h) to the
 * NEW address, proving the user owns it before anything changes. When the address is already
 * registered, that address gets a notice instead and the answer is the same `{}`, so the call
 * does not reveal who has an account (the confirmation page still answers 409 1007 for an
 * address claimed after the request). 401 1013 wrong password; 429 TOO_MANY_REQUESTS beyond
 * `rules.changeEmail` per position or `rules.changeEmailPerIp` per IP.
 */
import { positionEmailLayout } from '../accounts/accountBrand.js';
import type { AccountContext } from '../accounts/AccountContext.js';
import { issueLinkToken } from '../auth/linkTokens.js';
import { changeEmailEmail } from '../email/changeEmailEmail.js';
import { changeEmailTakenEmail } from '../email/changeEmailTakenEmail.js';
import { queueEmail } from '../email/Mailer.js';
import { emailTaken } from './emailTaken.js';
import { requirePassword } from './requirePassword.js';

/** Requests the change for `positionId`; resolves `{}` whether or not the address is registered. */
export async function requestEmailChange(ctx: AccountContext, positionId: number, { email, password }: { email: string; password: string }): Promise<Record<string, never>> {
  const { rateLimiter } = ctx;
  // Counted before the password check: this call must not become a way to guess passwords.
  await rateLimiter.enforce(`change-email:position:${positionId}`, rateLimiter.rules.changeEmail);
  await rateLimiter.enforce(`change-email:ip:${ctx.ip}`, rateLimiter.rules.changeEmailPerIp);
  await requirePassword(ctx.db, positionId, password);
  const taken = await emailTaken(ctx.db, email);
  const mail = await ctx.db.transaction(async (tx) => {
    const { t, brand } = await positionEmailLayout(tx, positionId, ctx.origin);
    const message = taken
      ? changeEmailTakenEmail(email, `${ctx.origin}/login`, t)
      : changeEmailEmail(email, `${ctx.origin}/change-email/${await issueLinkToken(tx, { kind: 'change_email', email, positionId })}`, t);
    return queueEmail(tx, message, { t, brand });
  });
  await ctx.deliver([mail]);
  return {};
}
