/**
 * The SSO configuration that covers an email's domain (§6 "SSO can block password login for a
 * domain and is available per account"), or undefined. Domains are unique in practice; if two
 * accounts claim one, the oldest setting wins so the answer is stable.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
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
