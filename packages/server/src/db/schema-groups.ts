/**
 * §3 Group (account, positions): named sets of an account's positions. A group is an actor of
 * role bindings like a position (role_bindings.actor_type `group`), so its members hold what the
 * roles bound to it allow (permissions/bindingActors.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, positions } from './schema.js';

const createdAt = () => timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A group of an account; names are unique per account, ignoring case. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: varchar('name', { length: 100 }).notNull(),
    created: createdAt(),
  },
  (t) => [uniqueIndex('groups_account_name_uq').on(t.accountId, sql`lower(${t.name})`)],
);

/** Membership: a position in a group (both of the same account; the actions check it). */
export const groupPositions = pgTable(
  'group_positions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    created: createdAt(),
  },
  (t) => [primaryKey({ name: 'group_positions_pk', columns: [t.groupId, t.positionId] }), index('group_positions_position_idx').on(t.positionId)],
);
