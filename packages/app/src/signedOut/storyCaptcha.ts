/**
 * Story-only: a real ALTCHA proof-of-work challenge made in the browser (the server's
 * algorithm and cost, a story secret), so the captcha widget in stories can be solved.
 */
import { createChallenge, sha } from 'altcha/lib';
import type { StoryAnswer } from '../session/storyFakes.js';

/** The answer of GET /api/captcha/challenge: a fresh SHA-256 challenge valid for 10 minutes. */
export async function storyCaptchaChallenge(): Promise<StoryAnswer> {
  const body = await createChallenge({
    algorithm: 'SHA-256',
    cost: 10,
    counter: 1_000 + Math.floor(Math.random() * 4_000),
    deriveKey: sha.deriveKey,
    expiresAt: new Date(Date.now() + 10 * 60 * 1000),
    hmacSignatureSecret: 'story-signature-secret',
    hmacKeySignatureSecret: 'story-key-secret',
  });
  return { body };
}
