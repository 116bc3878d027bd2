/**
 * Tables of sealing (issue #5 "Sealing", DESIGN.md "Signing"): one sealed PDF per concluded
 * agreement. The PDF itself lives in the FileStorage under `storageKey`; the row says it exists,
 * so a crash between writing the file and committing leaves no row and the next seal job seals
 * again (the key is deterministic, so the retry overwrites the orphan).
 */
import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { agreements } from './schema.js';

/**
 * The sealed (PAdES-certified) PDF of an agreement, or — with `imported` — the unsealed document
 * of an imported contract (buildImportedPdf). `sha256` is over the stored file's bytes.
 */
export const sealedDocuments = pgTable('sealed_documents', {
  id: serial('id').primaryKey(),
  agreementId: integer('agreement_id')
    .notNull()
    .unique()
    .references(() => agreements.id),
  storageKey: varchar('storage_key', { length: 255 }).notNull(),
  /** sha256 hex of the sealed file as stored and downloaded. */
  sha256: varchar('sha256', { length: 64 }).notNull(),
  /** sha256 hex of the rendered contract pages before the audit certificate (printed on it). */
  contentSha256: varchar('content_sha256', { length: 64 }).notNull(),
  byteSize: integer('byte_size').notNull(),
  pageCount: integer('page_count').notNull(),
  /** The document of an imported contract (signed elsewhere): stored as imported, never sealed. */
  imported: boolean('imported').notNull().default(false),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
