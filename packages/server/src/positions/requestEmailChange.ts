/**
 * POST /positions/{id}/change_email (signed in; §2 "a settings page to request the change"):
 * `{ email, password }`. Sends a confirmation link `{origin}/change-email/{token}` (24 h) to the
 * NEW address, proving the user owns it before anything changes. 401 1013 wrong password,
 * 409 1007 the address is taken.
 */
import { changeEmailRequestSchema } from '@inkflow/core';
import type { AccountContext } from '../accounts/AccountContext.js';
import { issueLinkToken } from '../auth/linkTokens.js';
import { changeEmailEmail } from '../email/changeEmailEmail.js';
import { queueEmail } from '../email/Mailer.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { emailRegistered, emailTaken } from './emailTaken.js';
import { requirePassword } from './requirePassword.js';

/** Requests the change for `positionId`; resolves `{}`. */
export async function requestEmailChange(ctx: AccountContext, positionId: number, body: unknown): Promise<Record<string, never>> {
  const { email, password } = parseOrThrow(changeEmailRequestSchema, body);
  await requirePassword(ctx.db, positionId, password);
  if (await emailTaken(ctx.db, email)) throw emailRegistered();
  const mail = await ctx.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, { kind: 'change_email', email, positionId });
    const message = changeEmailEmail(email, `${ctx.origin}/change-email/${token}`);
    await queueEmail(tx, message);
    return message;
  });
  await ctx.deliver([mail]);
  return {};
}
