/**
 * Tables of the embed SDK (issue #6 "Account side", "Template signing").
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, agreements, positions } from './schema.js';

/**
 * An account's embed settings: the origins allowed to frame its documents (exact http(s)
 * origins, see core's isExactOrigin). No row means none allowed (outside production,
 * http://localhost:* and http://127.0.0.1:* are allowed on top).
 */
export const accountEmbedSettings = pgTable('account_embed_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedBy: integer('updated_by').references(() => positions.id, { onDelete: 'set null' }),
  updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A template's direct signing link: whoever holds the token may create an agreement from the
 * template for themselves and sign it. Like guest tokens, only the token's sha256 hex is stored.
 */
export const templateSigningLinks = pgTable(
  'template_signing_links',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => agreements.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdBy: integer('created_by').references(() => positions.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('template_signing_links_template_idx').on(t.templateId)],
);
