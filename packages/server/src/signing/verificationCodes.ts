/**
 * One-time codes for SMS verification (sign method 1, purpose `sign`) and participant MFA
 * (purpose `mfa`), §7 sign_code / mfa_code_request / mfa_code_validate. Six digits, valid 10
 * minutes, single use, at most 5 wrong tries; only a hash is stored and compared in constant
 * time. A new code replaces the participant's earlier ones of the same purpose.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { ApiErrorCode } from '@inkflow/core';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import { verificationCodes } from '../db/schema-signing.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** What a code is for. */
export type CodePurpose = 'sign' | 'mfa';

/** Validity of a code, in milliseconds (10 minutes). */
export const codeLifetimeMs = 10 * 60_000;
/** Wrong tries after which a code is spent. */
export const maxCodeAttempts = 5;

/** 4109 "Security code is incorrect or expired" (§8); 400 as the input is wrong. */
export const wrongCode = () =>
  new ApiHttpError(400, ApiErrorCode.WrongSignCode, 'Security code is incorrect or expired, try again or request a new code');

/** Codes of one purpose a participant may request per code lifetime (10 minutes). */
export const maxCodeRequests = 5;

/**
 * Throws 429 (TOO_MANY_REQUESTS) when the participant already got `maxCodeRequests` codes of
 * `purpose` in the last 10 minutes. Call inside the transaction that issues the next code, with
 * the agreement row locked, so concurrent requests count each other.
 */
export async function requireCodeQuota(tx: Db, participantId: number, purpose: CodePurpose, now = new Date()): Promise<void> {
  // A code expires `codeLifetimeMs` after it is issued: live expiry means issued in the window.
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.participantId, participantId), eq(verificationCodes.purpose, purpose), gt(verificationCodes.expiresAt, now)));
  if ((row?.n ?? 0) >= maxCodeRequests) throw new ApiHttpError(429, 'TOO_MANY_REQUESTS', 'Too many code requests, try again in 10 minutes');
}

const hashOf = (participantId: number, purpose: CodePurpose, code: string) => sha256Hex(`${participantId}:${purpose}:${code}`);

/** Creates a code inside `tx` and returns it in clear (for the message only). */
export async function issueCode(tx: Db, participantId: number, purpose: CodePurpose, channel: 'sms' | 'email', now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.participantId, participantId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
  await tx.insert(verificationCodes).values({
    participantId,
    purpose,
    channel,
    codeHash: hashOf(participantId, purpose, code),
    expiresAt: new Date(now.getTime() + codeLifetimeMs),
  });
  return code;
}

/**
 * Checks `code` against the participant's live code, in its own transaction so a wrong try is
 * counted even when the caller's transaction rolls back. Returns the code's id for
 * consumeCode. Errors: 400/4109 wrong, expired, spent or none.
 */
export async function checkCode(db: Db, participantId: number, purpose: CodePurpose, code: string, now = new Date()): Promise<number> {
  const outcome = await db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.participantId, participantId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (!live) return null;
    const given = Buffer.from(hashOf(participantId, purpose, code));
    if (timingSafeEqual(given, Buffer.from(live.codeHash))) return live.id;
    await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1`, ...(live.attempts + 1 >= maxCodeAttempts ? { usedAt: now } : {}) })
      .where(eq(verificationCodes.id, live.id));
    return null;
  });
  if (outcome === null) throw wrongCode();
  return outcome;
}

/** Spends a checked code inside the caller's transaction. Errors: 400/4109 when it was spent meanwhile. */
export async function consumeCode(tx: Db, codeId: number, now = new Date()): Promise<void> {
  const spent = await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!spent.length) throw wrongCode();
}
