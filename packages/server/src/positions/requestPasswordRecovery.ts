/**
 * POST /positions/forgot_password (§7, §2 Reset password): emails a recovery link
 * `{origin}/recover-account/{token}` (1 hour, single use) when the email belongs to a position.
 * The answer is the same either way, so the call cannot be used to find out who has an account.
 */
import { textsFor } from '../i18n/serverTexts.js';
import { eq, sql } from 'drizzle-orm';
import { accountBrandColumns, emailBrandOf } from '../accounts/accountBrand.js';
import type { AccountContext } from '../accounts/AccountContext.js';
import { issueLinkToken } from '../auth/linkTokens.js';
import { accounts, positions } from '../db/schema.js';
import { queueEmail, type OutgoingEmail } from '../email/Mailer.js';
import { recoveryEmail } from '../email/recoveryEmail.js';

/** Sends the recovery email when the position exists; always resolves `{}`. */
export async function requestPasswordRecovery(ctx: AccountContext, email: string): Promise<Record<string, never>> {
  const emails = await ctx.db.transaction(async (tx): Promise<OutgoingEmail[]> => {
    const [position] = await tx
      .select({ id: positions.id, email: positions.email, language: positions.language, account: accountBrandColumns })
      .from(positions)
      .innerJoin(accounts, eq(accounts.id, positions.accountId))
      .where(sql`lower(${positions.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (!position) return [];
    const token = await issueLinkToken(tx, { kind: 'recovery', email: position.email, positionId: position.id });
    const t = textsFor(position.language);
    const mail = recoveryEmail(position.email, `${ctx.origin}/recover-account/${token}`, t);
    return [await queueEmail(tx, mail, { t, brand: emailBrandOf(position.account, ctx.origin) })];
  });
  await ctx.deliver(emails);
  return {};
}
