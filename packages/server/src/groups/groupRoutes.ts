/** Routes of groups (core contract/groupsContract.ts): GET/POST /groups/, GET/PUT/DELETE /groups/{id}, POST/DELETE /groups/{id}/positions/{pid}. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { getGroup, listGroups } from './listGroups.js';
import { addGroupMember, createGroup, deleteGroup, removeGroupMember, renameGroup } from './manageGroups.js';

/** Registers the group routes on an /api-prefixed instance. */
export function groupRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /groups/']),
    handler: async (request) => listGroups(db, positionActor(request), request.query),
  });
  api.route({
    ...routeOptions(apiContract['POST /groups/']),
    handler: async (request, reply) => reply.status(201).send(await createGroup(db, positionActor(request), request.body)),
  });
  api.route({
    ...routeOptions(apiContract['GET /groups/:id']),
    handler: async (request) => getGroup(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['PUT /groups/:id']),
    handler: async (request) => renameGroup(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /groups/:id']),
    handler: async (request, reply) => {
      await deleteGroup(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /groups/:id/positions/:pid']),
    handler: async (request) => addGroupMember(db, positionActor(request), request.params.id, request.params.pid),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /groups/:id/positions/:pid']),
    handler: async (request) => removeGroupMember(db, positionActor(request), request.params.id, request.params.pid),
  });
}
