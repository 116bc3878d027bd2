/**
 * The HMAC secrets that sign ALTCHA challenges. `CAPTCHA_HMAC_SECRET` shares them between server
 * instances; without it each process draws its own, so a challenge is then only good on the
 * process that issued it (fine for one instance and for tests).
 */
import { randomBytes } from 'node:crypto';

let secret: { signature: string; key: string } | undefined;

/** The challenge-signature and derived-key-signature secrets. */
export function captchaSecret(): { signature: string; key: string } {
  if (!secret) {
    const base = process.env.CAPTCHA_HMAC_SECRET || randomBytes(32).toString('hex');
    secret = { signature: `${base}:challenge`, key: `${base}:key` };
  }
  return secret;
}
