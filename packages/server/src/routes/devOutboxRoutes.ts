/**
 * Outside production: GET /api/dev/outbox lists sent emails newest first (§ issue #2,
 * docs/foundation-contract.md) as `{ collection: [{ to, subject, text, html, created }], count }`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { listOutbox } from '../email/listOutbox.js';

/** Registers GET /dev/outbox on an /api-prefixed instance. */
export function devOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async () => listOutbox(db));
}
