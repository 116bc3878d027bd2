/**
 * Tables of issue #5 "Signing" (participants, flow, SMS, eID), beside schema.ts so several
 * issues can grow the schema without editing one file. Spec §3 Participant, §4, §7.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, agreements, participants } from './schema.js';

const createdAt = () => timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The account's address book: people saved with `save_to_address_book` (§3 Participant payload). */
export const addressBook = pgTable(
  'address_book',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    fullname: varchar('fullname', { length: 100 }).notNull(),
    email: varchar('email', { length: 70 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 30 }),
    title: varchar('title', { length: 100 }),
    companyName: varchar('company_name', { length: 100 }),
    companyOrgnr: varchar('company_orgnr', { length: 50 }),
    companyCountry: varchar('company_country', { length: 2 }),
    created: createdAt(),
  },
  (t) => [index('address_book_account_idx').on(t.accountId)],
);

/** Every SMS sent, in the transaction that caused it (the SMS outbox; GET /api/dev/sms). */
export const outboxSms = pgTable('outbox_sms', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 30 }).notNull(),
  text: text('text').notNull(),
  created: createdAt(),
});

/**
 * One-time codes sent to a participant: `sign` (sign method 1) or `mfa` (participant MFA).
 * Only the HMAC of the code is stored; `usedAt` makes it single use.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id').notNull().references(() => participants.id),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created: createdAt(),
  },
  (t) => [index('verification_codes_participant_idx').on(t.participantId, t.purpose)],
);

/**
 * An eID signing transaction at the OpenID Connect broker: the `state`, `nonce` and PKCE
 * verifier stay here, bound to the participant, so the callback cannot be replayed or swapped.
 */
export const eidTransactions = pgTable(
  'eid_transactions',
  {
    id: serial('id').primaryKey(),
    state: varchar('state', { length: 64 }).notNull().unique(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    participantId: integer('participant_id').notNull().references(() => participants.id),
    signMethod: integer('sign_method').notNull(),
    checksum: varchar('checksum', { length: 64 }).notNull(),
    /** The guest page to return to (path only, never another origin). */
    returnPath: text('return_path').notNull(),
    outcome: varchar('outcome', { length: 40 }),
    completed: boolean('completed').notNull().default(false),
    claims: jsonb('claims').notNull().default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    created: createdAt(),
  },
  (t) => [index('eid_transactions_participant_idx').on(t.participantId)],
);
