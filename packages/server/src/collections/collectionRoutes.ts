/** Workspace routes (core contract/collectionsContract.ts): GET /collections/ (with ACLs and the virtual "Shared with me"), POST /collections/, PUT and DELETE /collections/{id} (manageCollections), DELETE /collections/{id}/empty_agreement_trash. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { emptyAgreementTrash } from './emptyAgreementTrash.js';
import { listCollections } from './listCollections.js';
import { createCollection, deleteCollection, renameCollection } from './manageCollections.js';

/** Registers the workspace routes on an /api-prefixed instance. */
export function collectionRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /collections/']),
    handler: async (request) => listCollections(db, positionActor(request)),
  });
  api.route({
    ...routeOptions(apiContract['POST /collections/']),
    handler: async (request, reply) => reply.status(201).send(await createCollection(db, positionActor(request), request.body.name)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /collections/:id']),
    handler: async (request) => renameCollection(db, positionActor(request), request.params.id, request.body.name),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /collections/:id']),
    handler: async (request, reply) => {
      await deleteCollection(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['DELETE /collections/:id/empty_agreement_trash']),
    handler: async (request) => emptyAgreementTrash(db, positionActor(request), request.params.id),
  });
}
