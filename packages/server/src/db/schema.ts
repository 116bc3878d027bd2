/**
 * The Inkflow database schema (Drizzle, PostgreSQL), DESIGN.md "Data" and spec §3.
 *
 * Tables are unqualified (no pg schema) so the same migrations can run inside any schema named
 * by `search_path`, which is how the test suite isolates runs on a shared PostgreSQL server.
 * Generate migrations after a change: `npx drizzle-kit generate --config packages/server/drizzle.config.ts`.
 */
import { sql } from 'drizzle-orm';
import type { AccountPlan } from '@inkflow/core';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The stored review of an agreement version (§3 Agreement `review`): the reviewed checksum, when, by which reviewer, and the findings. */
export interface StoredReview {
  checksum: string;
  reviewedAt: string;
  reviewer: string;
  findings: { code: string; severity: string; boxId: number | null; subject: string | null }[];
}

const createdAt = () => timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** §3 Account: a company. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  /** §3 features map, e.g. `{ "personalIdentificationMfa": { "enabled": 1 } }`. */
  features: jsonb('features').$type<Record<string, { enabled: 0 | 1 }>>().notNull().default(sql`'{}'::jsonb`),
  /** §6 "An account can be locked": login answers 2001. */
  locked: boolean('locked').notNull().default(false),
  /** End of the 14-day premium trial (§1); null for accounts that never had one. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
  /** `paid`, `trial` or `free` (core accountPlan.ts): which features the account may use (§1). */
  plan: varchar('plan', { length: 10 }).$type<AccountPlan>().notNull().default('paid'),
  /** The company logo's file name in storage (`{sha256 prefix}.png|jpg`, under `account-logos/{id}/`); null: none. */
  logoFile: varchar('logo_file', { length: 80 }),
  /** Brand colour `#rrggbb` shown to counterparties (guest page, embed, emails); null: the product's. */
  brandColor: varchar('brand_color', { length: 7 }),
  /** The language of new agreements (§1, one of the 12); null: none. */
  defaultLanguage: varchar('default_language', { length: 10 }),
  /** The sign method of new signatories (§3 sign methods). */
  defaultSignMethod: integer('default_sign_method').notNull().default(0),
  /** §5 Number of seats (1-10000): active positions plus pending invitations may not exceed it (101). */
  seats: integer('seats').notNull().default(5),
  created: createdAt(),
});

/**
 * §3 Position, with the user folded in: the foundation has one position per user, so the
 * login email and password hash live here until multi-account users arrive.
 */
export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id),
  email: varchar('email', { length: 70 }).notNull().unique(),
  fullname: varchar('fullname', { length: 100 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  language: varchar('language', { length: 10 }).notNull().default('en'),
  userRole: varchar('user_role', { length: 30 }).notNull().default('admin'),
  /** Set by an admin: the position cannot log in (403 99) and frees its seat; null when active. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  /** The last session started (login, sign-up, SSO); null when never or before it was recorded. */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  // My settings (PUT /positions/{id}): job title, phone, and which emails the position gets.
  title: varchar('title', { length: 100 }),
  phone: varchar('phone', { length: 30 }),
  notifyAgreementSigned: boolean('notify_agreement_signed').notNull().default(true),
  notifyCommentPosted: boolean('notify_comment_posted').notNull().default(true),
  notifyMentioned: boolean('notify_mentioned').notNull().default(true),
  created: createdAt(),
});

/** Server-side sessions. `id` is the sha256 hex of the cookie token, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    created: createdAt(),
  },
  (t) => [index('sessions_position_idx').on(t.positionId)],
);

/** §3 Workspace (the API's collection). */
export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id),
  name: varchar('name', { length: 100 }).notNull(),
  created: createdAt(),
});

/** §3 Agreement (contract or template). `checksum` is the optimistic-concurrency token (4002). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id').notNull().references(() => collections.id),
    name: varchar('name', { length: 255 }).notNull(),
    state: integer('state').notNull().default(0),
    checksum: varchar('checksum', { length: 64 }).notNull(),
    version: integer('version').notNull().default(1),
    boxes: jsonb('boxes').notNull().default(sql`'[]'::jsonb`),
    boxOrder: jsonb('box_order').notNull().default(sql`'[]'::jsonb`),
    data: jsonb('data').notNull().default(sql`'[]'::jsonb`),
    config: jsonb('config').notNull().default(sql`'{}'::jsonb`),
    subject: varchar('subject', { length: 255 }),
    message: text('message'),
    language: varchar('language', { length: 10 }),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Issue #5: a pending agreement past this moment is overdue (state 2). */
    expireDate: timestamp('expire_date', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    // Issue #4 (documents): folder (NULL = no folder), the template it was created from, the
    // agreement value (an exact decimal, never a float), the import mark and permanent deletion.
    folderId: integer('folder_id'),
    sourceId: integer('source_id'),
    agreementValue: numeric('agreement_value', { precision: 20, scale: 2 }),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    purgedAt: timestamp('purged_at', { withTimezone: true, mode: 'date' }),
    /** Issue #4: §3 templateGroup, a free label (max 100) grouping templates. */
    templateGroup: varchar('template_group', { length: 100 }),
    /**
     * Who made the current version: the display name at save time (a position's full name, or a
     * guest participant's), NULL for versions the system made (the expiry sweep) or saved before
     * the column existed. The editor's stale-save dialog names them.
     */
    updatedByName: varchar('updated_by_name', { length: 100 }),
    /** §3 Agreement review: the AI review extension's stored review of one version (ai/reviewAgreements.ts), null until asked. */
    review: jsonb('review').$type<StoredReview>(),
  },
  (t) => [
    index('agreements_collection_idx').on(t.collectionId),
    // The dashboard list: one workspace (or all), newest first, trash excluded.
    index('agreements_collection_updated_idx').on(t.collectionId, t.updated, t.id).where(sql`${t.deletedAt} IS NULL`),
    // ... and across all workspaces of an account (the default dashboard): walk newest first.
    index('agreements_updated_idx').on(t.updated, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('agreements_folder_idx').on(t.folderId),
    // The list's name search (`q`, name ILIKE '%q%'): a trigram index serves the leading
    // wildcard (pg_trgm, created by migration 0011; PGlite loads it in openDatabase).
    index('agreements_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** §3 Party: the individual or company participants belong to. */
export const parties = pgTable(
  'parties',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    name: varchar('name', { length: 100 }).notNull(),
    country: varchar('country', { length: 2 }),
    orgnr: varchar('orgnr', { length: 50 }),
    individual: boolean('individual').notNull().default(true),
    /** Issue #5: a disabled party (POST .../parties/{id}/disable) is kept for the audit trail. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('parties_agreement_idx').on(t.agreementId)],
);

/** §3 Participant. Its guest links are rows of guest_tokens (schema-guest-tokens.ts, DESIGN.md "Guests"). */
export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    fullname: varchar('fullname', { length: 100 }).notNull(),
    email: varchar('email', { length: 70 }).notNull(),
    type: integer('type').notNull(),
    signMethod: integer('sign_method').notNull().default(0),
    companyName: varchar('company_name', { length: 100 }),
    individual: boolean('individual').notNull().default(true),
    partyId: integer('party_id').references(() => parties.id),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    enabled: boolean('enabled').notNull().default(true),
    handwrittenSignature: text('handwritten_signature'),
    signIp: varchar('sign_ip', { length: 64 }),
    signUserAgent: text('sign_user_agent'),
    // Issue #5 (§3 Participant payload, §4 Sign order): the columns of participants and flow.
    title: varchar('title', { length: 100 }),
    phoneNumber: varchar('phone_number', { length: 30 }),
    ssn: varchar('ssn', { length: 30 }),
    deliveryChannel: varchar('delivery_channel', { length: 10 }).notNull().default('email'),
    mfaChannel: varchar('mfa_channel', { length: 10 }),
    delegate: boolean('delegate').notNull().default(false),
    former: boolean('former').notNull().default(false),
    positionId: integer('position_id').references(() => positions.id),
    /** §3 roles: `[{ role, block_index }]`, e.g. DRAFT_APPROVER for an internal approver. */
    roles: jsonb('roles').notNull().default(sql`'[]'::jsonb`),
    /** The signing-order block the participant acts in (config.signOrder), 0-based. */
    blockIndex: integer('block_index').notNull().default(0),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    mfaValidatedAt: timestamp('mfa_validated_at', { withTimezone: true, mode: 'date' }),
    /** When the participant first opened the agreement through their guest link while a webhook listened to `agreement.viewed` (agreements/recordFirstView.ts). */
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    created: createdAt(),
  },
  (t) => [
    index('participants_agreement_idx').on(t.agreementId),
    // Issue #4: the list's position filter (colleagues on the contract).
    index('participants_position_idx').on(t.positionId),
    // Backs the 4101 check: two enabled participants of one agreement never share an email.
    uniqueIndex('participants_agreement_email_uq').on(t.agreementId, sql`lower(${t.email})`).where(sql`${t.enabled}`),
  ],
);

/** §3 agreementEvents: the audit trail (who, when, IP, user agent, document hash). */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    parentId: integer('parent_id'),
    type: varchar('type', { length: 40 }).notNull(),
    positionId: integer('position_id').references(() => positions.id),
    participantId: integer('participant_id').references(() => participants.id),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    documentHash: varchar('document_hash', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    created: createdAt(),
  },
  (t) => [index('agreement_events_agreement_idx').on(t.agreementId)],
);

/** Every email sent, in the transaction that caused it (the outbox; shown at /dev/outbox). */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 320 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** File names of the attachments (the bytes are not kept: the outbox is a record, not an archive). */
  attachments: jsonb('attachments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  created: createdAt(),
});
