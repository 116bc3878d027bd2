/**
 * Uploaded files (issue #4 uploads, §7 POST /assets/ and /agreements/{id}/assets/). The bytes
 * live in the FileStorage under `storageKey`; a row exists only for a file that was stored
 * completely, so a reader never finds a row without its file.
 */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, agreements, participants, positions } from './schema.js';

/** An uploaded asset: a PDF for a PDF box (type 3), an attachment (type 4) or another document. */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The agreement it was uploaded to; null for an account upload through POST /assets/. */
    agreementId: integer('agreement_id').references(() => agreements.id),
    /** Who uploaded: a position (owner side) or a participant (guest token). */
    positionId: integer('position_id').references(() => positions.id),
    participantId: integer('participant_id').references(() => participants.id),
    /** The multipart asset_type: pdf, attachment or document. */
    assetType: varchar('asset_type', { length: 20 }).notNull(),
    /** Sniffed from the content (magic bytes), never from the name. */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Pages of a PDF; null for other files. */
    pageCount: integer('page_count'),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    /**
     * `ready`, `processing` (a PDF uploaded with allow_async=true still being inspected in a
     * worker; its file is the upload as sent and is never served) or `failed` (inspection refused
     * it; the file is removed and `failure` says why).
     */
    state: varchar('state', { length: 20 }).notNull().default('ready'),
    /** Why processing failed (the §8 message), for `failed` only. */
    failure: varchar('failure', { length: 255 }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('assets_agreement_idx').on(t.agreementId)],
);
