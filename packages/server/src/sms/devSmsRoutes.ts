/**
 * In development mode only, to loopback clients only (as GET /api/dev/outbox): GET /api/dev/sms lists sent SMS newest first as
 * `{ collection: [{ to, text, created }], count }` (the SMS twin of GET /api/dev/outbox).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { loopbackOnly } from '../http/loopbackOnly.js';
import { listSmsOutbox } from './listSmsOutbox.js';

/** Registers GET /dev/sms (loopback clients only) on an /api-prefixed instance; call it in development mode only. */
export function devSmsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/sms', { onRequest: loopbackOnly }, async () => listSmsOutbox(db));
}
