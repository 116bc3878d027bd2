/**
 * In development mode only (createServer `devRoutes`), to loopback clients only: GET
 * /api/dev/outbox lists sent emails newest first (docs/foundation-contract.md) as
 * `{ collection: [{ to, subject, text, html, created }], count }`. Anyone else gets the 404 of an
 * unknown API call.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { listOutbox } from '../email/listOutbox.js';
import { loopbackOnly } from '../http/loopbackOnly.js';

/** Registers GET /dev/outbox (loopback clients only) on an /api-prefixed instance; call it in development mode only. */
export function devOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', { onRequest: loopbackOnly }, async () => listOutbox(db));
}
