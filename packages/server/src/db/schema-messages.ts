/**
 * Messages of an agreement (§3 Message): chat messages (type 2), comments (3) and
 * suggestions (4). A comment or suggestion is active until config.status is `resolved` or its
 * status is accepted, rejected or deleted (§3 lifecycle); active suggestions block signing (4204).
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
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
    updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    subject: varchar('subject', { length: 200 }),
    /** Seen only by the sender's side (positions, organizers, internal approvers). */
    private: boolean('private').notNull().default(false),
    /** Chosen recipients; empty: everyone who may read the agreement. */
    toParticipantIds: jsonb('to_participant_ids').$type<number[]>().notNull().default([]),
    /** @-mentioned participants (each emailed a link to the message). */
    mentionedParticipantIds: jsonb('mentioned_participant_ids').$type<number[]>().notNull().default([]),
    /** A comment's anchor (core CommentScope), kept current across saves. */
    commentScope: jsonb('comment_scope').$type<Record<string, unknown>>(),
    /** A suggestion's tracked change (core SuggestionChange). */
    suggestion: jsonb('suggestion').$type<Record<string, unknown>>(),
  },
  (t) => [index('messages_agreement_idx').on(t.agreementId, t.type)],
);

/** How far each reader (a position, or a guest participant) has read an agreement's messages. */
export const messageReads = pgTable(
  'message_reads',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id').references(() => participants.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
  },
  (t) => [unique('message_reads_reader_key').on(t.agreementId, t.positionId, t.participantId).nullsNotDistinct()],
);

/**
 * Every push event (core PushEvent) of an agreement in order, so a page that reconnects catches
 * up on what it missed (`since`), whichever server process published it. Pruned after a day.
 */
export const pushEvents = pgTable(
  'push_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_events_agreement_idx').on(t.agreementId, t.seq)],
);
