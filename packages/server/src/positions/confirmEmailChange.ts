/**
 * POST /positions/change_email/{token} with an empty body (§7, §4 Change-email page): applies
 * the change. 200 `{ email }`; 404 NOT_FOUND invalid/expired/used; 409 1007 when someone claimed
 * the address after the request (§8 "Email address already registered" text on the page).
 * No session needed: the link may be opened in another browser.
 *
 * The email is what logs in and what recovery mails go to, so a change revokes the position's
 * other sessions (as a password change does): whoever held one under the old address is out. The
 * session confirming the change is kept when it is the position's own.
 */
import { and, eq, ne } from 'drizzle-orm';
import { findLinkToken, useLinkToken } from '../auth/linkTokens.js';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { positions, sessions } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import { emailRegistered, emailTaken, isUniqueViolation } from './emailTaken.js';

/**
 * Confirms the change of a token; see above for the answers. `currentSession` is the caller's
 * session, if any: kept when it belongs to the changed position, every other one is revoked.
 */
export async function confirmEmailChange(db: Db, token: string, currentSession?: Pick<SessionPosition, 'sessionId' | 'positionId'>): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const row = await findLinkToken(tx, 'change_email', token, true);
      if (!row || row.positionId === null) throw notFound('The link has expired or does not exist');
      if (await emailTaken(tx, row.email)) throw emailRegistered();
      await tx.update(positions).set({ email: row.email }).where(eq(positions.id, row.positionId));
      await useLinkToken(tx, row.id);
      const keep = currentSession?.positionId === row.positionId ? currentSession.sessionId : undefined;
      await tx.delete(sessions).where(keep ? and(eq(sessions.positionId, row.positionId), ne(sessions.id, keep)) : eq(sessions.positionId, row.positionId));
      return { email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailRegistered();
    throw error;
  }
}
