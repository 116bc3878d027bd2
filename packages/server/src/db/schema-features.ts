/**
 * Account features (§3 Account "features map, each with enabled 0 or 1"): the map itself lives in
 * `accounts.features`; this table keeps every change an admin made to it, so the settings page can
 * say who turned a feature off and when.
 */
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, positions } from './schema.js';

/** One change of one feature of one account: the new value, who made it (null once that position is deleted) and when. */
export const accountFeatureChanges = pgTable(
  'account_feature_changes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    feature: varchar('feature', { length: 40 }).notNull(),
    enabled: smallint('enabled').notNull(),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('account_feature_changes_account_idx').on(t.accountId, t.feature, t.id), check('account_feature_changes_enabled_check', sql`${t.enabled} IN (0, 1)`)],
);
