/** Tag routes (core contract/tagsContract.ts): GET/POST /tags/, PUT/DELETE /tags/{id}, POST /agreements/{id}/tags/, DELETE /agreements/{id}/tags/{tagId}. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { connectTag } from './connectTag.js';
import { deleteTag } from './deleteTag.js';
import { disconnectTag } from './disconnectTag.js';
import { listTags } from './listTags.js';
import { saveTag } from './saveTag.js';

/** Registers the tag routes on an /api-prefixed instance. */
export function tagRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /tags/']),
    handler: async (request) => listTags(db, positionActor(request)),
  });
  api.route({
    ...routeOptions(apiContract['POST /tags/']),
    handler: async (request, reply) => reply.status(201).send(await saveTag(db, positionActor(request), undefined, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /tags/:id']),
    handler: async (request) => saveTag(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /tags/:id']),
    handler: async (request, reply) => {
      await deleteTag(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/tags/']),
    handler: async (request, reply) => reply.status(201).send(await connectTag(db, positionActor(request), request.params.id, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/:id/tags/:tagId']),
    handler: async (request, reply) => {
      await disconnectTag(db, positionActor(request), request.params.id, request.params.tagId);
      return reply.status(204).send(null);
    },
  });
}
