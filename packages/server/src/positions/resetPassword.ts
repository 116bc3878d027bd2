/**
 * POST /positions/forgot_password/{token} (§7, §5 Password): sets a new password with a
 * recovery token. The new password must differ from the current one (400 1011). The token is
 * used up and every session of the position is revoked, so whoever knew the old password is
 * logged out everywhere (§4 Auth); the client then sends the user to /login?code=b21.
 */
import { ApiErrorCode } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { findLinkToken, useLinkToken } from '../auth/linkTokens.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { revokeSessions } from '../auth/revokeSessions.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { ApiHttpError, notFound } from '../http/ApiHttpError.js';

/** Resets the password; 400 1011 when unchanged, 404 for an invalid token. */
export async function resetPassword(db: Db, token: string, password: string): Promise<Record<string, never>> {
  // Hash outside the transaction: argon2 takes tens of milliseconds and holds no row lock.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await findLinkToken(tx, 'recovery', token, true);
    if (!row || row.positionId === null) throw notFound('The link has expired or does not exist');
    const [position] = await tx.select({ passwordHash: positions.passwordHash }).from(positions).where(eq(positions.id, row.positionId)).limit(1);
    if (!position) throw notFound('The link has expired or does not exist');
    if (await verifyPassword(position.passwordHash, password)) {
      throw new ApiHttpError(400, ApiErrorCode.SamePassword, 'The new password is not allowed to be the same as the previous one');
    }
    await tx.update(positions).set({ passwordHash }).where(eq(positions.id, row.positionId));
    await useLinkToken(tx, row.id);
    await revokeSessions(tx, row.positionId);
  });
  return {};
}
