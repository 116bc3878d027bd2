/**
 * In development mode only, to loopback clients only (as GET /api/dev/outbox): GET /api/dev/sms
 * lists sent SMS newest first (core contract/devContract.ts) as `{ collection: [{ to, text,
 * created }], count }` (the SMS twin of GET /api/dev/outbox).
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/openDatabase.js';
import { loopbackOnly } from '../http/loopbackOnly.js';
import { routeOptions } from '../http/routeOptions.js';
import { listSmsOutbox } from '../sms/listSmsOutbox.js';

/** Registers GET /dev/sms (loopback clients only) on an /api-prefixed instance; call it in development mode only. */
export function devSmsRoutes(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(apiContract['GET /dev/sms']),
    onRequest: loopbackOnly,
    handler: async () => listSmsOutbox(db),
  });
}
