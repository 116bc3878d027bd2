/**
 * Tables of issue #4 "Documents" (spec §3 Workspace, Role/permission/binding, Contract note,
 * Internal reminder, Tag; §6; §7 Agreements), beside schema.ts so several issues can grow the
 * schema without editing one file. Columns added to `agreements` itself (folder, source,
 * value, import and purge marks) live in schema.ts.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, agreements, collections, positions } from './schema.js';

const createdAt = () => timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * §3 Role: a named set of permission names (§6). `account_id` NULL marks the built-in roles
 * every account can bind (inserted by the migration with fixed ids 1-3).
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    name: varchar('name', { length: 100 }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    created: createdAt(),
  },
  (t) => [index('roles_account_idx').on(t.accountId)],
);

/**
 * §3 Binding: `role_id` granted to an actor (a position) on a resource (an agreement or a
 * workspace). POST/DELETE /{resource}s/{id}/{actor}s/{id}/bindings/ (§7).
 */
export const roleBindings = pgTable(
  'role_bindings',
  {
    id: serial('id').primaryKey(),
    resourceType: varchar('resource_type', { length: 20 }).notNull(),
    resourceId: integer('resource_id').notNull(),
    actorType: varchar('actor_type', { length: 20 }).notNull(),
    actorId: integer('actor_id').notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('role_bindings_uq').on(t.resourceType, t.resourceId, t.actorType, t.actorId, t.roleId),
    // The permission check and the list's access filter look bindings up by actor.
    index('role_bindings_actor_idx').on(t.actorType, t.actorId, t.resourceType, t.resourceId),
  ],
);

/** A folder of a workspace; `parent_id` NULL is a top-level folder (the tree of §7). */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id').notNull().references(() => collections.id),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    created: createdAt(),
  },
  (t) => [index('folders_collection_idx').on(t.collectionId), index('folders_parent_idx').on(t.parentId)],
);

/** §3 Tag: an account-wide label; names are unique per account, case-insensitively. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    name: varchar('name', { length: 100 }).notNull(),
    created: createdAt(),
  },
  (t) => [uniqueIndex('tags_account_name_uq').on(t.accountId, sql`lower(${t.name})`)],
);

/** §3 Tag connection: a tag on an agreement. */
export const tagConnections = pgTable(
  'tag_connections',
  {
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    created: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.agreementId] }), index('tag_connections_agreement_idx').on(t.agreementId)],
);

/** §3 Contract note: a rich-text note (`content.nodes`) on an agreement, by a position. */
export const agreementNotes = pgTable(
  'agreement_notes',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    positionId: integer('position_id').references(() => positions.id),
    name: varchar('name', { length: 255 }).notNull().default(''),
    content: jsonb('content').notNull().default(sql`'{"nodes":[]}'::jsonb`),
    created: createdAt(),
    updatedTime: timestamp('updated_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('agreement_notes_agreement_idx').on(t.agreementId, t.updatedTime)],
);

/**
 * §3 Internal reminder (a delayed event): an email to `to_positions` at `date_time`. `sent_at`
 * is set in the same transaction that queues the email, which is what makes it exactly once.
 */
export const delayedEvents = pgTable(
  'delayed_events',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    positionId: integer('position_id').references(() => positions.id),
    toPositions: jsonb('to_positions').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    dateTime: timestamp('date_time', { withTimezone: true, mode: 'date' }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    message: text('message').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    created: createdAt(),
  },
  (t) => [
    index('delayed_events_agreement_idx').on(t.agreementId),
    // The scheduler only ever looks at what is due and unsent.
    index('delayed_events_due_idx').on(t.dateTime).where(sql`${t.sentAt} IS NULL`),
  ],
);
