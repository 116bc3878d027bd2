/**
 * GET /api/captcha/challenge (§2 Login captcha, Sign-up start): an ALTCHA proof-of-work
 * challenge for the `altcha` widget (v3 format). SHA-256 keeps the work cheap enough for a
 * phone (a few thousand hashes) while still costing bots per attempt.
 */
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaSecret } from './captchaSecret.js';

/** How long a challenge may be solved and submitted, in milliseconds. */
export const captchaLifetimeMs = 10 * 60 * 1000;

/** A fresh signed challenge, valid for 10 minutes. */
export async function createCaptchaChallenge(): Promise<Challenge> {
  const secret = captchaSecret();
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 10,
    counter: randomInt(1_000, 5_000),
    deriveKey,
    expiresAt: new Date(Date.now() + captchaLifetimeMs),
    hmacSignatureSecret: secret.signature,
    hmacKeySignatureSecret: secret.key,
  });
}
