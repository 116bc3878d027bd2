/**
 * In development mode only (createServer `devRoutes`), to loopback clients only: GET
 * /api/dev/outbox lists sent emails newest first (core contract/devContract.ts) as
 * `{ collection: [{ to, subject, text, html, attachments, created }], count }`. Anyone else gets
 * the 404 of an unknown API call.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/openDatabase.js';
import { listOutbox } from '../email/listOutbox.js';
import { loopbackOnly } from '../http/loopbackOnly.js';
import { routeOptions } from '../http/routeOptions.js';

/** Registers GET /dev/outbox (loopback clients only) on an /api-prefixed instance; call it in development mode only. */
export function devOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(apiContract['GET /dev/outbox']),
    onRequest: loopbackOnly,
    handler: async () => listOutbox(db),
  });
}
