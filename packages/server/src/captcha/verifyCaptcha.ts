/**
 * Checks a `captcha_response_token` (the altcha widget's base64 JSON payload
 * `{ challenge, solution }`): signed by us, not expired, solved, and not used before — each
 * solution is recorded so it buys exactly one request. Failure is 400 with 1012 (§8).
 */
import { ApiErrorCode } from '@inkflow/core';
import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { captchaSolutions } from '../db/schema-accounts.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { captchaLifetimeMs } from './createCaptchaChallenge.js';
import { captchaSecret } from './captchaSecret.js';

/** The 1012 error. */
export const invalidCaptcha = () => new ApiHttpError(400, ApiErrorCode.InvalidCaptcha, 'Invalid captcha');

function decode(token: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    if (typeof payload?.challenge?.signature !== 'string' || typeof payload.solution?.counter !== 'number') return undefined;
    return { challenge: payload.challenge, solution: payload.solution };
  } catch {
    return undefined;
  }
}

/** Resolves when `token` is a valid unused solution; else throws 400 1012. */
export async function verifyCaptcha(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 10_000) throw invalidCaptcha();
  const payload = decode(token);
  if (!payload) throw invalidCaptcha();
  const secret = captchaSecret();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret.signature,
    hmacKeySignatureSecret: secret.key,
  }).catch(() => ({ verified: false }));
  if (!result.verified) throw invalidCaptcha();
  const now = new Date();
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signature: payload.challenge.signature!.slice(0, 128), expiresAt: new Date(now.getTime() + captchaLifetimeMs) })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  if (inserted.length === 0) throw invalidCaptcha();
}
