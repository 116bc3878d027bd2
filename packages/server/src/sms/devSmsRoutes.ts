/**
 * Outside production: GET /api/dev/sms lists sent SMS newest first as
 * `{ collection: [{ to, text, created }], count }` (the SMS twin of GET /api/dev/outbox).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { listSmsOutbox } from './listSmsOutbox.js';

/** Registers GET /dev/sms on an /api-prefixed instance. */
export function devSmsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/sms', async () => listSmsOutbox(db));
}
