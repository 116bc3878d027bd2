/** GET /accounts/{id}: an account's settings and plan, for its admins. */
import type { AccountWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { accountToWire, loadAccountRow } from './accountToWire.js';
import { requireAccountAdmin } from './requireAccountAdmin.js';

/** Reads account `accountId`. Errors: 403 (99) unless `actor` is its admin. */
export async function getAccount(db: Db, actor: PositionActor, accountId: number): Promise<AccountWire> {
  await requireAccountAdmin(db, actor.position, accountId);
  return accountToWire(await loadAccountRow(db, accountId));
}
