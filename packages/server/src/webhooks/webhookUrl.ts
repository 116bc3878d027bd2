/**
 * The server's rule for a webhook URL beyond core's (§5: required, http(s), at most 1000): in
 * production it must be https (400 "Webhook URL is not a valid URL", core webhookUrlSchema) and
 * must not name a private address or localhost outright (400). Names that resolve to a private
 * address are refused when a delivery connects (publicAddress.ts).
 */
import { webhookUrlSchema } from '@inkflow/core';
import { badRequest } from '../http/ApiHttpError.js';
import { addressLiteralOf, isPublicAddress } from './publicAddress.js';

/** Throws 400 when `url` (already valid by core's schema) is not allowed here. */
export function checkWebhookUrl(url: string, production: boolean): void {
  if (!production) return;
  const parsed = webhookUrlSchema.safeParse(url);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Webhook URL is not a valid URL');
  const target = new URL(url);
  const literal = addressLiteralOf(target);
  const host = target.hostname.toLowerCase();
  if ((literal !== undefined && !isPublicAddress(literal)) || host === 'localhost' || host.endsWith('.localhost')) {
    throw badRequest('Webhook URL must point to a public address');
  }
}
