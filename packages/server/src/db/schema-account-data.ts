/**
 * §7 account actions "data management" and "cancellation" (docs/account-data.md): an account's
 * retention rules, the account audit log of what was deleted (and who changed what), and a
 * pending or carried-out closing of the account.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, positions } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An account's retention rules. No row means the defaults: concluded agreements are kept
 * (`concludedRetentionMonths` null) and the trash is emptied after 30 days (`emptyTrash` true).
 */
export const accountDataSettings = pgTable('account_data_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  /** Delete signed (concluded) agreements this many months (1-120) after they were signed; null: never. */
  concludedRetentionMonths: smallint('concluded_retention_months'),
  /** Permanently delete agreements that have been in the trash for 30 days. */
  emptyTrash: boolean('empty_trash').notNull().default(true),
  updatedBy: integer('updated_by').references(() => positions.id, { onDelete: 'set null' }),
  updated: at('updated').notNull().defaultNow(),
});

/**
 * The account audit log of data management: one row per agreement a retention rule deleted, per
 * export, per change of the rules and per step of a cancellation. `actorName` is the position's
 * name at that moment; null (with `positionId` null) means the system (a scheduled rule).
 * `agreementId` has no foreign key: the row outlives the agreement it names; `subject` keeps the
 * agreement's name as it was.
 */
export const accountDataLog = pgTable(
  'account_data_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    action: varchar('action', { length: 40 }).$type<AccountDataLogAction>().notNull(),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 100 }),
    agreementId: integer('agreement_id'),
    subject: varchar('subject', { length: 255 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    created: at('created').notNull().defaultNow(),
  },
  (t) => [index('account_data_log_account_idx').on(t.accountId, t.created, t.id)],
);

/** What an account audit log row records. */
export type AccountDataLogAction =
  | 'agreement_deleted_retention'
  | 'agreement_deleted_trash'
  | 'retention_changed'
  | 'export_started'
  | 'export_ready'
  | 'export_failed'
  | 'cancellation_requested'
  | 'cancellation_withdrawn';

/**
 * A closing account (§7 cancellation): locked from `requestedAt`, its data deleted by the daily
 * job once `deletionDueAt` has passed (`deletedAt` then set). Withdrawing ("Keep my account")
 * removes the row.
 */
export const accountCancellations = pgTable(
  'account_cancellations',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    requestedBy: integer('requested_by').references(() => positions.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    deletionDueAt: at('deletion_due_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('account_cancellations_due_idx').on(t.deletionDueAt).where(sql`${t.deletedAt} IS NULL`)],
);
