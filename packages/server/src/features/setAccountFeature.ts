/**
 * PUT /accounts/{id}/features/{key} (§3 "features map, each with enabled 0 or 1"): an account admin
 * turns one extension on or off. In one transaction the account row is locked, the key merged into
 * the map, and the change recorded with who made it and when; setting the value it already has
 * records nothing. From the commit on, the extension's calls answer 6001 (accounts/requireFeature.ts).
 */
import { accountFeatureEnabled, type AccountFeatureKey, type AccountFeatureWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { accountFeatureChanges } from '../db/schema-features.js';
import type { PositionActor } from '../http/actor.js';
import { accountFeatureWires, withFeature } from './accountFeatureWire.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Sets feature `key` of account `accountId` to `enabled`; answers its new entry. Errors: 403 (99) unless the caller administers the account. */
export async function setAccountFeature(db: Db, { position }: PositionActor, accountId: number, key: AccountFeatureKey, enabled: 0 | 1): Promise<AccountFeatureWire> {
  await requireAccountAdmin(db, position, accountId);
  await db.transaction(async (tx) => {
    // Locked, so two admins switching at once leave one change record per actual change.
    const [account] = await tx.select({ features: accounts.features }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!account || (accountFeatureEnabled(account.features, key) ? 1 : 0) === enabled) return;
    await tx.update(accounts).set({ features: withFeature(key, enabled) }).where(eq(accounts.id, accountId));
    await tx.insert(accountFeatureChanges).values({ accountId, feature: key, enabled, positionId: position.positionId });
  });
  const [wire] = await accountFeatureWires(db, accountId, [key]);
  return wire!;
}
