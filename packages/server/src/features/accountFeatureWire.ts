/**
 * An account's features as the settings page reads them (core AccountFeatureWire): each of the
 * six keys with its effective value (stored, else the default), its default, and its last change.
 */
import { accountFeatureDefaults, accountFeatureEnabled, accountFeatureKeys, type AccountFeatureKey, type AccountFeatureWire } from '@inkflow/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, positions } from '../db/schema.js';
import { accountFeatureChanges } from '../db/schema-features.js';

/** The wire entries of `keys` of account `accountId`, in settings-page order. Two statements. */
export async function accountFeatureWires(db: Db, accountId: number, keys: readonly AccountFeatureKey[] = accountFeatureKeys): Promise<AccountFeatureWire[]> {
  const [[account], changes] = await Promise.all([
    db.select({ features: accounts.features }).from(accounts).where(eq(accounts.id, accountId)).limit(1),
    // The newest change of each feature, with the name of who made it.
    db
      .selectDistinctOn([accountFeatureChanges.feature], {
        feature: accountFeatureChanges.feature,
        created: accountFeatureChanges.created,
        positionId: positions.id,
        fullname: positions.fullname,
      })
      .from(accountFeatureChanges)
      .leftJoin(positions, eq(positions.id, accountFeatureChanges.positionId))
      .where(and(eq(accountFeatureChanges.accountId, accountId), inArray(accountFeatureChanges.feature, [...keys])))
      .orderBy(accountFeatureChanges.feature, desc(accountFeatureChanges.id)),
  ]);
  const lastChange = new Map(changes.map((c) => [c.feature, c]));
  return accountFeatureKeys
    .filter((key) => keys.includes(key))
    .map((key) => {
      const change = lastChange.get(key);
      return {
        key,
        enabled: accountFeatureEnabled(account?.features, key) ? 1 : 0,
        default_enabled: accountFeatureDefaults[key],
        changed_at: change?.created.toISOString() ?? null,
        changed_by: change?.positionId != null && change.fullname != null ? { id: change.positionId, fullname: change.fullname } : null,
      };
    });
}

/** SQL merging `{ [key]: { enabled } }` into `accounts.features` (an atomic update of one key). */
export const withFeature = (key: AccountFeatureKey, enabled: 0 | 1) => sql`${accounts.features} || ${JSON.stringify({ [key]: { enabled } })}::jsonb`;
