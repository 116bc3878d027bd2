/**
 * Random secrets and their hashes. Session tokens and guest tokens are 256-bit base64url values;
 * the database only ever holds their sha256 hex, so a copy of the tables cannot be replayed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit random token, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of a string (64 characters). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string equality (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
