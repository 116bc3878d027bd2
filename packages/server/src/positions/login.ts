/**
 * POST /positions/login (§7): email + password (+ persistent). Wrong credentials — unknown
 * email or wrong password, indistinguishable in answer and timing — give 401 with 1000.
 */
import { ApiErrorCode, loginRequestSchema } from '@inkflow/core';
import { sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { ApiHttpError, parseOrThrow } from '../http/ApiHttpError.js';

/** Checks the credentials and creates a session; returns its cookie token and expiry. */
export async function login(db: Db, body: unknown): Promise<{ positionId: number; token: string; expiresAt: Date; persistent: boolean }> {
  const input = parseOrThrow(loginRequestSchema, body);
  const [position] = await db
    .select({ id: positions.id, passwordHash: positions.passwordHash })
    .from(positions)
    .where(sql`lower(${positions.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  const ok = await verifyPassword(position?.passwordHash, input.password);
  if (!position || !ok) throw new ApiHttpError(401, ApiErrorCode.InvalidCredentials, 'Invalid email/password, Please try again');
  const session = await createSession(db, position.id, input.persistent);
  return { positionId: position.id, persistent: input.persistent, ...session };
}
