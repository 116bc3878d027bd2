/**
 * The sender a guest sees on the signing page (AgreementWire `sender`): the account's first
 * position (the account holder) by name and email, the account's name as the company, and its
 * brand (account settings): the logo's path (null: the page draws initials) and brand colour.
 * One statement.
 */
import { asc, eq } from 'drizzle-orm';
import type { AgreementWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { accounts, positions } from '../db/schema.js';
import { logoPath } from '../accounts/accountBrand.js';

/** The sender of an agreement of account `accountId`, as the guest view's `sender`. */
export async function agreementSender(db: Db, accountId: number): Promise<NonNullable<AgreementWire['sender']>> {
  const [row] = await db
    .select({ company: accounts.name, logoFile: accounts.logoFile, brandColor: accounts.brandColor, name: positions.fullname, email: positions.email })
    .from(accounts)
    .leftJoin(positions, eq(positions.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .orderBy(asc(positions.id))
    .limit(1);
  return {
    name: row?.name ?? row?.company ?? '',
    email: row?.email ?? null,
    company_name: row?.company ?? null,
    logo_url: row?.logoFile ? logoPath(accountId, row.logoFile) : null,
    brand_color: row?.brandColor ?? null,
  };
}
