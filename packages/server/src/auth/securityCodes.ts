/**
 * Six-digit security codes for two-step login and channel validation (§2 Login, §3 Position
 * MFA): single use, 10 minutes, stored as sha256, compared in constant time. Issuing a new code
 * retires the older ones of the same purpose. Six digits are only a million guesses, so each wrong
 * try counts against the live code, which is spent after securityCodeMaxAttempts of them: a
 * guesser then has to request (and the owner receives) a new code every few tries.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { securityCodes } from '../db/schema-accounts.js';
import { safeEqual, sha256Hex } from './tokens.js';

export const securityCodeLifetimeMs = 10 * 60 * 1000;
/** Wrong tries a live code survives; the last one spends it (later tries answer 1008 too). */
export const securityCodeMaxAttempts = 5;
/** `login`: the second login step; `channel`: proving a newly chosen MFA channel. */
export type SecurityCodePurpose = 'login' | 'channel';

const hashCode = (positionId: number, purpose: SecurityCodePurpose, code: string) => sha256Hex(`${positionId}:${purpose}:${code}`);

/** Issues a fresh code (6 digits, leading zeros kept) and retires older unused ones. */
export async function issueSecurityCode(tx: Db, positionId: number, purpose: SecurityCodePurpose): Promise<string> {
  const now = new Date();
  await tx
    .update(securityCodes)
    .set({ usedAt: now })
    .where(and(eq(securityCodes.positionId, positionId), eq(securityCodes.purpose, purpose), isNull(securityCodes.usedAt)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(securityCodes).values({ positionId, purpose, codeHash: hashCode(positionId, purpose, code), expiresAt: new Date(now.getTime() + securityCodeLifetimeMs) });
  return code;
}

/** True when an unused, unexpired code of `purpose` exists (the login answer's has_code). */
export async function hasLiveSecurityCode(db: Db, positionId: number, purpose: SecurityCodePurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: securityCodes.id })
    .from(securityCodes)
    .where(and(eq(securityCodes.positionId, positionId), eq(securityCodes.purpose, purpose), isNull(securityCodes.usedAt), gt(securityCodes.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}

/**
 * Consumes `code` when it matches a live code of `purpose`; false otherwise, counting the wrong
 * try against the live codes. The hash compare is constant-time, and the conditional update makes
 * the code single-use even under concurrency.
 */
export async function consumeSecurityCode(db: Db, positionId: number, purpose: SecurityCodePurpose, code: string): Promise<boolean> {
  const candidate = hashCode(positionId, purpose, code.trim());
  const live = await db
    .select({ id: securityCodes.id, codeHash: securityCodes.codeHash })
    .from(securityCodes)
    .where(and(eq(securityCodes.positionId, positionId), eq(securityCodes.purpose, purpose), isNull(securityCodes.usedAt), gt(securityCodes.expiresAt, new Date())));
  const match = live.find((row) => safeEqual(row.codeHash, candidate));
  if (!match) {
    await countFailedAttempt(db, positionId, purpose);
    return false;
  }
  const used = await db
    .update(securityCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(securityCodes.id, match.id), isNull(securityCodes.usedAt)))
    .returning({ id: securityCodes.id });
  return used.length === 1;
}

/**
 * Counts a wrong try against the live codes of `purpose` and spends those that reached
 * securityCodeMaxAttempts. One statement, so concurrent wrong tries cannot both slip under the limit.
 */
async function countFailedAttempt(db: Db, positionId: number, purpose: SecurityCodePurpose): Promise<void> {
  await db
    .update(securityCodes)
    .set({
      failedAttempts: sql`${securityCodes.failedAttempts} + 1`,
      usedAt: sql`case when ${securityCodes.failedAttempts} + 1 >= ${securityCodeMaxAttempts} then now() else null end`,
    })
    .where(and(eq(securityCodes.positionId, positionId), eq(securityCodes.purpose, purpose), isNull(securityCodes.usedAt), gt(securityCodes.expiresAt, new Date())));
}
