/**
 * Who may manage an account's webhooks: an admin position of that very account
 * (accounts/requireAccountAdmin.ts; anyone else 403 99). Changes are premium: after the trial
 * 403 2002, a locked account 403 2001 (accounts/accountState.ts).
 */
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { requirePremium } from '../accounts/accountState.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Throws 403 (99) unless the caller is an admin of account `accountId`. */
export async function requireWebhookAdmin(db: Db, { position }: PositionActor, accountId: number): Promise<void> {
  await requireAccountAdmin(db, position, accountId);
}

/** requireWebhookAdmin, then the premium check: 403 (99), 2001 or 2002. */
export async function requireWebhookChange(db: Db, actor: PositionActor, accountId: number): Promise<void> {
  await requireWebhookAdmin(db, actor, accountId);
  await requirePremium(db, accountId);
}
