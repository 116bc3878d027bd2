/** Account feature routes (§3 features map, core contract/featuresContract.ts): GET /accounts/{id}/features, PUT /accounts/{id}/features/{key}. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { listAccountFeatures } from './listAccountFeatures.js';
import { setAccountFeature } from './setAccountFeature.js';

/** Registers the feature routes on an /api-prefixed instance. */
export function featureRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/features']),
    handler: async (request) => listAccountFeatures(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['PUT /accounts/:id/features/:key']),
    handler: async (request) => setAccountFeature(db, positionActor(request), request.params.id, request.params.key, request.body.enabled),
  });
}
