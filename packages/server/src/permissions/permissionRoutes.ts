/**
 * Routes of §6/§7 roles and bindings (core contract/permissionsContract.ts): GET/POST /roles/,
 * POST and DELETE /agreements/{id}/positions/{id}/bindings/ and /collections/{id}/positions/{id}/bindings/.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { bindRole } from './bindRole.js';
import { createRole } from './createRole.js';
import { listRoles } from './listRoles.js';
import { unbindRole } from './unbindRole.js';

/** Registers the role and binding routes on an /api-prefixed instance. */
export function permissionRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /roles/']),
    handler: async (request) => listRoles(db, positionActor(request)),
  });
  api.route({
    ...routeOptions(apiContract['POST /roles/']),
    handler: async (request, reply) => reply.status(201).send(await createRole(db, positionActor(request), request.body)),
  });
  const binding = (resourceType: 'agreement' | 'collection', params: { id: number; pid: number }) => ({
    resourceType,
    resourceId: params.id,
    actorType: 'position' as const,
    actorId: params.pid,
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/positions/:pid/bindings/']),
    handler: async (request, reply) => reply.status(201).send(await bindRole(db, positionActor(request), binding('agreement', request.params), request.body)),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/:id/positions/:pid/bindings/']),
    handler: async (request, reply) => {
      await unbindRole(db, positionActor(request), binding('agreement', request.params), request.body);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /collections/:id/positions/:pid/bindings/']),
    handler: async (request, reply) => reply.status(201).send(await bindRole(db, positionActor(request), binding('collection', request.params), request.body)),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /collections/:id/positions/:pid/bindings/']),
    handler: async (request, reply) => {
      await unbindRole(db, positionActor(request), binding('collection', request.params), request.body);
      return reply.status(204).send(null);
    },
  });
}
