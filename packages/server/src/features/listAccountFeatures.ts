/** GET /accounts/{id}/features (§3 Account features map): the six features of an account, for its admins. */
import type { AccountFeatureWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { accountFeatureWires } from './accountFeatureWire.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Answers `{ features }` in settings-page order. Errors: 403 (99) unless the caller administers account `accountId`. */
export async function listAccountFeatures(db: Db, { position }: PositionActor, accountId: number): Promise<{ features: AccountFeatureWire[] }> {
  await requireAccountAdmin(db, position, accountId);
  return { features: await accountFeatureWires(db, accountId) };
}
