/**
 * POST /positions/invite (§6 "Invited users join an existing account"): an account admin
 * invites a colleague by email. Sends `{origin}/signup/{token}`, a sign-up token in state 2
 * carrying the account and the language. An address that is already registered gets a notice
 * instead (a position belongs to one account) and the answer is the same `{ email }`, so inviting
 * does not reveal who has an account. The invitation carries the role the invitee gets
 * (`user_role`) and takes a seat while pending. 403 99 not an admin, 403 2002 without
 * premium (the contract marks inviting premium), 403 101 every seat in use (nothing is sent), 429 1014 more than `inviteLimitPerDay` invitations (sign-up links) from the account in
 * 24 hours; the route also limits invites per IP (429 TOO_MANY_REQUESTS, rules.invitePerIp).
 */
import { textsFor } from '../i18n/serverTexts.js';
import { ApiErrorCode, type inviteRequestSchema } from '@inkflow/core';
import { and, count, eq, gt } from 'drizzle-orm';
import type { AccountContext } from '../accounts/AccountContext.js';
import { loadEmailBrand } from '../accounts/accountBrand.js';
import { issueLinkToken } from '../auth/linkTokens.js';
import { positions } from '../db/schema.js';
import { accountTokens } from '../db/schema-accounts.js';
import { inviteEmail } from '../email/inviteEmail.js';
import { inviteRegisteredEmail } from '../email/inviteRegisteredEmail.js';
import { queueEmail } from '../email/Mailer.js';
import { ApiHttpError, accessDenied } from '../http/ApiHttpError.js';
import { requireFreeSeat } from '../seats/seatUsage.js';
import { emailTaken } from './emailTaken.js';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';

/** Invites per account per 24 hours (1014 beyond). */
export const inviteLimitPerDay = 20;

/** Sends the invitation (or the notice to a registered address); resolves `{ email }` either way. */
export async function invitePosition(ctx: AccountContext, { position: caller }: PositionActor, input: z.output<typeof inviteRequestSchema>): Promise<{ email: string }> {
  const [me] = await ctx.db.select({ fullname: positions.fullname, role: positions.userRole, language: positions.language }).from(positions).where(eq(positions.id, caller.positionId)).limit(1);
  if (me?.role !== 'admin') throw accessDenied('Only an account admin can invite users');
  // Premium (403 2002) is checked before the call runs: the contract marks inviting premium.
  const brand = await loadEmailBrand(ctx.db, caller.accountId, ctx.origin);
  const company = brand.companyName ?? '';
  const taken = await emailTaken(ctx.db, input.email);
  // The invitee reads the invite's language (the one they will sign up with), else the inviter's.
  const t = textsFor(input.language ?? me.language);
  const mail = await ctx.db.transaction(async (tx) => {
    // Checked for registered addresses too, so the answer never tells them apart. Re-inviting a
    // pending address replaces its invitation and needs no new seat.
    await requireFreeSeat(tx, caller.accountId, { lock: true, exceptEmail: input.email });
    const [sent] = await tx
      .select({ n: count() })
      .from(accountTokens)
      .where(and(eq(accountTokens.accountId, caller.accountId), eq(accountTokens.kind, 'signup'), gt(accountTokens.created, new Date(Date.now() - 24 * 3600_000))));
    if ((sent?.n ?? 0) >= inviteLimitPerDay) throw new ApiHttpError(429, ApiErrorCode.InviteLimit, 'User invite limit exceeded, try again later');
    if (taken) {
      const notice = inviteRegisteredEmail({ to: input.email, inviter: me.fullname, company, loginLink: `${ctx.origin}/login` }, t);
      return queueEmail(tx, notice, { t, brand });
    }
    const token = await issueLinkToken(tx, {
      kind: 'signup',
      email: input.email,
      accountId: caller.accountId,
      state: 2,
      language: input.language,
      data: { ...(input.fullname ? { fullname: input.fullname } : {}), user_role: input.user_role },
    });
    const message = inviteEmail({ to: input.email, inviter: me.fullname, company, link: `${ctx.origin}/signup/${token}` }, t);
    return queueEmail(tx, message, { t, brand });
  });
  await ctx.deliver([mail]);
  return { email: input.email };
}
