/** Whether a login email is in use (case-insensitive), and the 409 1007 error for it. */
import { ApiErrorCode } from '@inkflow/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** True when a position already uses `email`. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: positions.id }).from(positions).where(sql`lower(${positions.email}) = ${email.toLowerCase()}`).limit(1);
  return row !== undefined;
}

/** 409 1007 "Email address already registered". */
export const emailRegistered = () => new ApiHttpError(409, ApiErrorCode.EmailRegistered, 'Email address already registered');

/** True for a unique violation on positions.email (the race the pre-check cannot close). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
