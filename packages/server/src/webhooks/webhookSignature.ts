/**
 * The `Inkflow-Signature` header of a webhook delivery (docs/webhooks.md "Verifying"): Stripe's
 * scheme, `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the whole secret>`.
 * The timestamp is inside the signed text, so a captured request cannot be replayed later with a
 * new time; receivers refuse timestamps older than a few minutes.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of every signing secret (so a leaked one is recognisable). */
export const webhookSecretPrefix = 'whsec_';

/** A new signing secret: `whsec_` + 32 random bytes in base64url (43 characters). */
export function newWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(32).toString('base64url')}`;
}

/** What the settings show instead of a secret: its prefix and last 4 characters, `whsec_…x7Qa`. */
export function secretHint(secret: string): string {
  return `${webhookSecretPrefix}…${secret.slice(-4)}`;
}

/** The header value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
