/**
 * POST /positions/change_email/{token} with an empty body (§7, §4 Change-email page): applies
 * the change. 200 `{ email }`; 404 NOT_FOUND invalid/expired/used; 409 1007 when someone claimed
 * the address after the request (§8 "Email address already registered" text on the page).
 * No session needed: the link may be opened in another browser.
 */
import { eq } from 'drizzle-orm';
import { findLinkToken, useLinkToken } from '../auth/linkTokens.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import { emailRegistered, emailTaken, isUniqueViolation } from './emailTaken.js';

/** Confirms the change of a token; see above for the answers. */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const row = await findLinkToken(tx, 'change_email', token, true);
      if (!row || row.positionId === null) throw notFound('The link has expired or does not exist');
      if (await emailTaken(tx, row.email)) throw emailRegistered();
      await tx.update(positions).set({ email: row.email }).where(eq(positions.id, row.positionId));
      await useLinkToken(tx, row.id);
      return { email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailRegistered();
    throw error;
  }
}
