/**
 * The SSO configuration that covers an email's domain (§6 "SSO can block password login for a
 * domain and is available per account"), or undefined. Domains are unique in practice; if two
 * accounts claim one, the oldest setting wins so the answer is stable.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { featureEnabled } from '../accounts/accountState.js';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { accountSso } from '../db/schema-accounts.js';

/** An account's SSO settings row. */
export type SsoSettings = typeof accountSso.$inferSelect;

/** The email's domain, lower-cased ('' when none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** The SSO settings whose domains include the email's domain (enabled or not). */
export async function findSsoForEmail(db: Db, email: string): Promise<SsoSettings | undefined> {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  const [row] = await db
    .select()
    .from(accountSso)
    .where(sql`${accountSso.domains} @> ${JSON.stringify([domain])}::jsonb`)
    .orderBy(asc(accountSso.updated))
    .limit(1);
  return row;
}

/**
 * The SSO settings covering the email's domain when they are in force: enabled, and the account
 * has its sso feature on (§3 features map; off, the domain logs in with passwords as if it had no
 * SSO). Undefined otherwise. One statement.
 */
export async function findActiveSsoForEmail(db: Db, email: string): Promise<SsoSettings | undefined> {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  const [row] = await db
    .select({ sso: accountSso, features: accounts.features })
    .from(accountSso)
    .innerJoin(accounts, eq(accounts.id, accountSso.accountId))
    .where(sql`${accountSso.domains} @> ${JSON.stringify([domain])}::jsonb`)
    .orderBy(asc(accountSso.updated))
    .limit(1);
  return row && row.sso.enabled && featureEnabled(row, 'sso') ? row.sso : undefined;
}
