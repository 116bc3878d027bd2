/** Confirms a signed-in action with the position's password (§7 MFA POST/DELETE, change email): 401 1013 when wrong. */
import { ApiErrorCode } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** Resolves when `password` is the position's password; else 401 1013 "Invalid password". */
export async function requirePassword(db: Db, positionId: number, password: string): Promise<void> {
  const [row] = await db.select({ passwordHash: positions.passwordHash }).from(positions).where(eq(positions.id, positionId)).limit(1);
  if (!(await verifyPassword(row?.passwordHash, password))) throw new ApiHttpError(401, ApiErrorCode.InvalidPassword, 'Invalid password');
}
