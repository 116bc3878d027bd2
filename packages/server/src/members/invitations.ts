/**
 * The pending invitations of an account (§6 "Invited users join an existing account", §7 position
 * action "resend invitation"): POST /invitations/{id}/resend emails a fresh sign-up link (the old
 * one stops working, the seat stays taken); DELETE /invitations/{id} withdraws it and frees the
 * seat. The id is the invitation's sign-up token row, as the members list shows it.
 */
import { loadEmailBrand } from '../accounts/accountBrand.js';
import type { MemberWire } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { AccountContext } from '../accounts/AccountContext.js';
import { loadAccountState } from '../accounts/accountState.js';
import { issueLinkToken } from '../auth/linkTokens.js';
import { sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import { accountTokens } from '../db/schema-accounts.js';
import { positions } from '../db/schema.js';
import { inviteEmail } from '../email/inviteEmail.js';
import { queueEmail } from '../email/Mailer.js';
import type { PositionActor } from '../http/actor.js';
import { notFound } from '../http/ApiHttpError.js';
import { textsFor } from '../i18n/serverTexts.js';
import { pendingInvitations } from '../seats/seatUsage.js';
import { invitationToWire } from './memberToWire.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Loads (and locks) pending invitation `id` of `accountId`, or throws 404. */
async function loadInvitation(tx: Db, accountId: number, id: number) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.id, id), pendingInvitations(accountId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** Resends invitation `id` of the caller's account; answers it with its new id. Errors: 403 (99) not an admin, 404 no such pending invitation. */
export async function resendInvitation(ctx: AccountContext, { position: caller }: PositionActor, id: number): Promise<MemberWire> {
  await requireAccountAdmin(ctx.db, caller, caller.accountId);
  const account = await loadAccountState(ctx.db, caller.accountId);
  const [me] = await ctx.db.select({ fullname: positions.fullname }).from(positions).where(eq(positions.id, caller.positionId)).limit(1);
  const { mail, member } = await ctx.db.transaction(async (tx) => {
    const old = await loadInvitation(tx, caller.accountId, id);
    // issueLinkToken supersedes the old link of this address: one pending invitation, one seat.
    const token = await issueLinkToken(tx, { kind: 'signup', email: old.email, accountId: caller.accountId, state: 2, language: old.language, data: old.data as Record<string, unknown> });
    const [fresh] = await tx.select().from(accountTokens).where(eq(accountTokens.tokenHash, sha256Hex(token))).limit(1);
    const t = textsFor(old.language);
    const message = inviteEmail({ to: old.email, inviter: me?.fullname ?? '', company: account.name, link: `${ctx.origin}/signup/${token}` }, t);
    return { mail: await queueEmail(tx, message, { t, brand: await loadEmailBrand(tx, caller.accountId, ctx.origin) }), member: invitationToWire(fresh!) };
  });
  await ctx.deliver([mail]);
  return member;
}

/** Withdraws invitation `id` of the caller's account: its link stops working. Errors: 403 (99), 404. */
export async function withdrawInvitation(db: Db, { position: caller }: PositionActor, id: number): Promise<void> {
  await requireAccountAdmin(db, caller, caller.accountId);
  await db.transaction(async (tx) => {
    await loadInvitation(tx, caller.accountId, id);
    await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, id));
  });
}
