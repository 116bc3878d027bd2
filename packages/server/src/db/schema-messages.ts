/**
 * Messages of an agreement (§3 Message, issue #5): chat messages (type 2), comments (3) and
 * suggestions (4). A comment or suggestion is active until config.status is `resolved` or its
 * status is accepted, rejected or deleted (§3 lifecycle); active suggestions block signing (4204).
 */
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { agreements, participants, positions } from './schema.js';

/** One message, comment or suggestion. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** 2 message, 3 comment annotation, 4 suggestion. */
    type: smallint('type').notNull(),
    body: text('body').notNull(),
    /** `{ status: 'resolved' }` once resolved. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** accepted, rejected or deleted; null while open. */
    status: varchar('status', { length: 10 }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    participantId: integer('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('messages_agreement_idx').on(t.agreementId, t.type)],
);
