/**
 * §3 Agreement links (linkCount; §7 GET /agreements/{id}/links/): related contracts of one
 * account, e.g. an amendment linked to its main contract. A link is symmetric, so it is stored
 * once with the lower agreement id first; the unique index then makes a second link of the
 * same pair impossible whichever side asks for it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agreements, positions } from './schema.js';

/** One link between `lowId` and `highId` (lowId < highId), made by `positionId`. */
export const agreementLinks = pgTable(
  'agreement_links',
  {
    id: serial('id').primaryKey(),
    lowId: integer('low_id')
      .notNull()
      .references(() => agreements.id),
    highId: integer('high_id')
      .notNull()
      .references(() => agreements.id),
    positionId: integer('position_id').references(() => positions.id),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agreement_links_pair_uq').on(t.lowId, t.highId),
    // Listing from the high side.
    index('agreement_links_high_idx').on(t.highId),
    check('agreement_links_ordered', sql`${t.lowId} < ${t.highId}`),
  ],
);
