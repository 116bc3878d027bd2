/** The audit trail route (core contract/auditContract.ts): GET /agreements/{id}/events. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { listAgreementEvents } from './listAgreementEvents.js';

/** Registers the audit routes on an /api-prefixed instance. */
export function auditRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/events']),
    handler: async (request) => listAgreementEvents(db, positionActor(request), request.params.id),
  });
}
