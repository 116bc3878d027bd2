/**
 * An account's brand as counterparties see it (account settings): the company name, the logo and
 * the brand colour — on the guest page and in the embed (AgreementWire `sender`, relative logo
 * path) and in every email (emails/emailLayout.ts, absolute logo URL).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, positions } from '../db/schema.js';
import type { EmailBrand } from '../email/emailLayout.js';
import { textsFor, type Translate } from '../i18n/serverTexts.js';

/** The path of an account's logo file on this server: public, one URL per logo version. */
export function logoPath(accountId: number, logoFile: string): string {
  return `/api/accounts/${accountId}/logo/${logoFile}`;
}

/** The brand columns of an account row. */
export interface AccountBrandColumns {
  id: number;
  name: string;
  logoFile: string | null;
  brandColor: string | null;
}

/** The select list of AccountBrandColumns, for joins that read them beside other columns. */
export const accountBrandColumns = { id: accounts.id, name: accounts.name, logoFile: accounts.logoFile, brandColor: accounts.brandColor };

/** The EmailBrand of an account row; `origin` makes the logo URL absolute (mail clients need one). */
export function emailBrandOf(row: AccountBrandColumns, origin: string): EmailBrand {
  return { companyName: row.name, logoUrl: row.logoFile ? `${origin}${logoPath(row.id, row.logoFile)}` : null, color: row.brandColor };
}

/** The EmailBrand of account `accountId` (one statement); throws when the account does not exist. */
export async function loadEmailBrand(db: Db, accountId: number, origin: string): Promise<EmailBrand> {
  const [row] = await db.select(accountBrandColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new Error(`account ${accountId} not found`);
  return emailBrandOf(row, origin);
}

/**
 * What an email to position `positionId` needs, in one statement: its language's texts (§1: a
 * user reads their position's language) and its account's brand. English and the product's
 * brand when the position vanished.
 */
export async function positionEmailLayout(db: Db, positionId: number, origin: string): Promise<{ t: Translate; brand: EmailBrand }> {
  const [row] = await db
    .select({ language: positions.language, account: accountBrandColumns })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(eq(positions.id, positionId))
    .limit(1);
  return { t: textsFor(row?.language), brand: row ? emailBrandOf(row.account, origin) : { companyName: null, logoUrl: null, color: null } };
}
