/**
 * Single-use emailed link tokens (recovery, change email, sign-up, invite): 256-bit random,
 * stored as sha256 hex in `account_tokens`, expiring. Spec §2 Reset password, Change email,
 * Complete registration.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accountTokens } from '../db/schema-accounts.js';
import { randomToken, sha256Hex } from './tokens.js';

/** Kinds of link tokens and how long each lives, in milliseconds. */
export const linkTokenLifetimeMs = {
  recovery: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  signup: 7 * 24 * 60 * 60 * 1000,
} as const;
export type LinkTokenKind = keyof typeof linkTokenLifetimeMs;

/** A link token row. */
export type LinkToken = typeof accountTokens.$inferSelect;

/**
 * Issues a token of `kind` for `email`. Older unused tokens of the same kind and email are
 * superseded (marked used): only the newest link works (§5 "not expired or superseded").
 */
export async function issueLinkToken(
  tx: Db,
  input: { kind: LinkTokenKind; email: string; positionId?: number; accountId?: number; state?: number; language?: string; data?: Record<string, unknown> },
): Promise<string> {
  const now = new Date();
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.kind, input.kind), sql`lower(${accountTokens.email}) = ${input.email.toLowerCase()}`, isNull(accountTokens.usedAt)));
  const token = randomToken();
  await tx.insert(accountTokens).values({
    kind: input.kind,
    tokenHash: sha256Hex(token),
    email: input.email,
    positionId: input.positionId ?? null,
    accountId: input.accountId ?? null,
    state: input.state ?? 1,
    language: input.language ?? 'en',
    data: input.data ?? {},
    expiresAt: new Date(now.getTime() + linkTokenLifetimeMs[input.kind]),
  });
  return token;
}

/**
 * The unused, unexpired token of `kind`, or undefined. With `forUpdate` (inside a transaction)
 * the row is locked so two concurrent uses cannot both succeed.
 */
export async function findLinkToken(db: Db, kind: LinkTokenKind, token: string, forUpdate = false): Promise<LinkToken | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const query = db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256Hex(token)), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Marks a token used. */
export async function useLinkToken(tx: Db, id: number): Promise<void> {
  await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, id));
}
