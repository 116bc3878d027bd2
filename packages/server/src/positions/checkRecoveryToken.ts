/** GET /positions/forgot_password/{token} (§2 "With a token, the token is checked first"): 200 `{ email }` or 404. */
import type { Db } from '../db/openDatabase.js';
import { findLinkToken } from '../auth/linkTokens.js';
import { notFound } from '../http/ApiHttpError.js';

/** The email a valid recovery token is for; 404 NOT_FOUND when unknown, used or expired. */
export async function checkRecoveryToken(db: Db, token: string): Promise<{ email: string }> {
  const row = await findLinkToken(db, 'recovery', token);
  if (!row || row.positionId === null) throw notFound('The link has expired or does not exist');
  return { email: row.email };
}
