/**
 * Logs the client errors of one report (§8 Error reporting): each item once, at warn level, as
 * `{ clientError: item }` with the message "client error", after scrubbing it again (defence in
 * depth: the reporter already scrubbed it, but a client may be old or hostile).
 */
import { scrubSecrets, type ClientErrorItemWire } from '@inkflow/core';
import type { FastifyBaseLogger } from 'fastify';

/** Who reported: the caller's IP and user agent, logged beside each item. */
export interface ClientErrorOrigin {
  ip: string;
  userAgent?: string;
}

/** Writes one warn line per item to `log`; returns how many were logged. */
export function logClientErrors(log: FastifyBaseLogger, items: readonly ClientErrorItemWire[], origin: ClientErrorOrigin): number {
  for (const item of items) {
    log.warn({ clientError: scrubSecrets(item), reporter: scrubSecrets(origin) }, 'client error');
  }
  return items.length;
}
