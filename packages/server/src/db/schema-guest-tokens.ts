/**
 * Guest tokens (DESIGN.md "Guests", §6): one row per link sent to a participant. Only the
 * sha256 hex of the token is stored. A reminder adds a row, so every link sent keeps working
 * until the sender revokes the participant's links (`revokedAt`) or disables the participant.
 */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { participants } from './schema.js';

/** One guest link of one participant. */
export const guestTokens = pgTable(
  'guest_tokens',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('guest_tokens_participant_idx').on(t.participantId)],
);
