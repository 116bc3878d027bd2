/**
 * Who may manage an account's webhooks: an admin position (§6 userRole admin or owner) of that
 * very account; anyone else gets 403 (99). Changes are premium: after the trial 403 2002, a
 * locked account 403 2001 (accounts/accountState.ts).
 */
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { requirePremium } from '../accounts/accountState.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';

/** Throws 403 (99) unless the caller is an admin of account `accountId`. */
export async function requireWebhookAdmin(db: Db, { position }: PositionActor, accountId: number): Promise<void> {
  if (position.accountId !== accountId || !(await isAccountAdmin(db, position))) throw accessDenied();
}

/** requireWebhookAdmin, then the premium check: 403 (99), 2001 or 2002. */
export async function requireWebhookChange(db: Db, actor: PositionActor, accountId: number): Promise<void> {
  await requireWebhookAdmin(db, actor, accountId);
  await requirePremium(db, accountId);
}
