/**
 * §7 account actions that take long (buy seats, export, data management, cancellation): one row
 * per run. A partial unique index allows one running action per account and kind, so a second
 * identical request is refused by the database itself (6007), whichever server process takes it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, positions } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The states of an account action: `running` until it ends as `done` or `failed`. */
export type AccountActionState = 'running' | 'done' | 'failed';

/**
 * One run of a long account action. `leaseUntil` is renewed by the process doing the work; a
 * running row whose lease has passed belongs to a process that died and may be taken over.
 */
export const accountActions = pgTable(
  'account_actions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** What runs, e.g. `export`, `buy_seats`. */
    kind: varchar('kind', { length: 40 }).notNull(),
    state: varchar('state', { length: 10 }).$type<AccountActionState>().notNull().default('running'),
    /** Who started it; null once the position is gone. */
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    /** Percent done, 0-100. */
    progress: smallint('progress').notNull().default(0),
    /** The action's own input and outcome (e.g. the export's file key, the seats bought). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    error: varchar('error', { length: 500 }),
    leaseUntil: at('lease_until').notNull(),
    created: at('created').notNull().defaultNow(),
    finished: at('finished'),
  },
  (t) => [
    uniqueIndex('account_actions_one_running_uq').on(t.accountId, t.kind).where(sql`${t.state} = 'running'`),
    index('account_actions_account_idx').on(t.accountId, t.created),
  ],
);
