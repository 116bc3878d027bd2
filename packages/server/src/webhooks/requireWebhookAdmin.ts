/**
 * Who may manage an account's webhooks: an admin position of that very account
 * (accounts/requireAccountAdmin.ts; anyone else 403 99). Changes are premium: their routes say so
 * in the contract, and http/premiumGuard.ts answers 403 2002 after the trial (2001 when locked).
 */
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Throws 403 (99) unless the caller is an admin of account `accountId`. */
export async function requireWebhookAdmin(db: Db, { position }: PositionActor, accountId: number): Promise<void> {
  await requireAccountAdmin(db, position, accountId);
}
