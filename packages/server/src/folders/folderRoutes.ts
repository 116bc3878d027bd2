/** Folder routes (core contract/collectionsContract.ts): GET /collections/{id}/folders/, POST /folders/, PUT and DELETE /folders/{id}. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createFolder } from './createFolder.js';
import { deleteFolder } from './deleteFolder.js';
import { listFolders } from './listFolders.js';
import { updateFolder } from './updateFolder.js';

/** Registers the folder routes on an /api-prefixed instance. */
export function folderRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /collections/:id/folders/']),
    handler: async (request) => listFolders(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['POST /folders/']),
    handler: async (request, reply) => reply.status(201).send(await createFolder(db, positionActor(request), request.body)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /folders/:id']),
    handler: async (request) => updateFolder(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /folders/:id']),
    handler: async (request, reply) => {
      await deleteFolder(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
