/** Revokes every session of a position (password reset, §4 Auth "revoked on password change"). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { sessions } from '../db/schema.js';

/** Deletes all sessions of `positionId`. */
export async function revokeSessions(db: Db, positionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.positionId, positionId));
}
