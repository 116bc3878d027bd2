/**
 * Account tables (recovery, change email, sign-up, invites, two-step login,
 * captcha, SSO), beside schema.ts. Every secret a user receives (link token, security code,
 * challenge cookie, SSO state) is stored only as its sha256 hex.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, positions } from './schema.js';

const createdAt = () => timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Single-use emailed link tokens. `kind`: recovery (1 h), change_email (24 h), signup (7 days,
 * state 1 self sign-up or 2 invite). `data` holds the new email of a change, the sign-up
 * request's tracking values, or the invite's name.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 70 }).notNull(),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id),
    state: integer('state').notNull().default(1),
    language: varchar('language', { length: 10 }).notNull().default('en'),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    created: createdAt(),
  },
  (t) => [index('account_tokens_email_idx').on(t.kind, sql`lower(${t.email})`), index('account_tokens_account_idx').on(t.accountId)],
);

/** A position's two-step login settings (§3 Position MFA). `pending_*` awaits channel_validate. */
export const positionMfa = pgTable('position_mfa', {
  positionId: integer('position_id')
    .primaryKey()
    .references(() => positions.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  channel: varchar('channel', { length: 30 }),
  channelData: varchar('channel_data', { length: 70 }),
  pendingChannel: varchar('pending_channel', { length: 30 }),
  pendingChannelData: varchar('pending_channel_data', { length: 70 }),
  updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Six-digit security codes (login, channel validation): single use, 10 minutes. */
export const securityCodes = pgTable(
  'security_codes',
  {
    id: serial('id').primaryKey(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Wrong codes entered while this code was live; at securityCodeMaxAttempts the code is spent. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    created: createdAt(),
  },
  (t) => [index('security_codes_position_idx').on(t.positionId, t.purpose)],
);

/** Proof, held in the HttpOnly cookie `inkflow_mfa`, that a login passed the password step. */
export const mfaChallenges = pgTable('mfa_challenges', {
  id: varchar('id', { length: 64 }).primaryKey(),
  positionId: integer('position_id')
    .notNull()
    .references(() => positions.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});

/** Failed logins per key (`email:<lower email>` or `ip:<address>`), for the captcha requirement. */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull().defaultNow(),
});

/**
 * Rate-limit counters of the database store (src/rateLimits/createDatabaseRateLimitStore.ts): one
 * row per key, counted with an atomic upsert so every server process shares the same count. The
 * window runs from the key's first call to `expires_at`; finished windows are pruned.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    count: integer('count').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/** ALTCHA solutions already used: a captcha payload is good for one request only. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** An account's OpenID Connect settings (§6 SSO per account and email domain). */
export const accountSso = pgTable('account_sso', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  enabled: boolean('enabled').notNull().default(true),
  issuer: varchar('issuer', { length: 1000 }).notNull(),
  clientId: varchar('client_id', { length: 255 }).notNull(),
  clientSecret: varchar('client_secret', { length: 1000 }),
  domains: jsonb('domains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  blockPasswordLogin: boolean('block_password_login').notNull().default(false),
  updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** An SSO login in flight between /sso/start and /sso/callback; `id` is the sha256 of `state`. */
export const ssoLogins = pgTable('sso_logins', {
  id: varchar('id', { length: 64 }).primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  email: varchar('email', { length: 70 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 128 }).notNull(),
  returnTo: varchar('return_to', { length: 2000 }).notNull(),
  persistent: boolean('persistent').notNull().default(false),
  expiresAt: at('expires_at').notNull(),
});

/** The answers of the self sign-up wizard and the sign-up request's tracking values (§3). */
export const accountProfiles = pgTable('account_profiles', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  created: createdAt(),
});
