/**
 * Internal reminder routes (§7 delayed events, core contract/remindersContract.ts): POST
 * /agreements/delayed_events/, PUT and DELETE /agreements/delayed_events/{id}, GET
 * /agreements/{id}/delayed_events/.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureGuard } from '../accounts/requireFeature.js';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createDelayedEvent } from './createDelayedEvent.js';
import { deleteDelayedEvent } from './deleteDelayedEvent.js';
import { listDelayedEvents } from './listDelayedEvents.js';
import { updateDelayedEvent } from './updateDelayedEvent.js';

/** Registers the reminder routes on an /api-prefixed instance. */
export function reminderRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Internal reminders are an extension (§1): 6001 while the account has them off.
  const guard = featureGuard(db, 'reminders');
  api.route({
    ...routeOptions(apiContract['POST /agreements/delayed_events/']),
    preValidation: guard,
    handler: async (request, reply) => reply.status(201).send(await createDelayedEvent(db, positionActor(request), request.body)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/delayed_events/:id']),
    preValidation: guard,
    handler: async (request) => updateDelayedEvent(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/delayed_events/:id']),
    preValidation: guard,
    handler: async (request, reply) => {
      await deleteDelayedEvent(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/delayed_events/']),
    preValidation: guard,
    handler: async (request) => listDelayedEvents(db, positionActor(request), request.params.id),
  });
}
