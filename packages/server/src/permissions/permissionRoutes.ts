/**
 * Routes of §6/§7 roles and bindings (core contract/permissionsContract.ts): GET/POST /roles/,
 * POST and DELETE /{agreements|collections}/{id}/{positions|groups}/{id}/bindings/, and GET
 * /{agreements|collections}/{id}/bindings/ (who has access).
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { bindRole } from './bindRole.js';
import type { BindingActorType, BindingResourceType } from './BindingResource.js';
import { createRole } from './createRole.js';
import { listBindings } from './listBindings.js';
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
  const binding = (resourceType: BindingResourceType, actorType: BindingActorType, params: { id: number; pid: number }) => ({
    resourceType,
    resourceId: params.id,
    actorType,
    actorId: params.pid,
  });
  // One pair of routes per resource and actor; the contract keys differ only in their path.
  const pairs = [
    ['agreement', 'position', apiContract['POST /agreements/:id/positions/:pid/bindings/'], apiContract['DELETE /agreements/:id/positions/:pid/bindings/']],
    ['collection', 'position', apiContract['POST /collections/:id/positions/:pid/bindings/'], apiContract['DELETE /collections/:id/positions/:pid/bindings/']],
    ['agreement', 'group', apiContract['POST /agreements/:id/groups/:pid/bindings/'], apiContract['DELETE /agreements/:id/groups/:pid/bindings/']],
    ['collection', 'group', apiContract['POST /collections/:id/groups/:pid/bindings/'], apiContract['DELETE /collections/:id/groups/:pid/bindings/']],
  ] as const;
  for (const [resourceType, actorType, post, remove] of pairs) {
    api.route({
      ...routeOptions(post),
      handler: async (request, reply) => reply.status(201).send(await bindRole(db, positionActor(request), binding(resourceType, actorType, request.params), request.body)),
    });
    api.route({
      ...routeOptions(remove),
      handler: async (request, reply) => {
        await unbindRole(db, positionActor(request), binding(resourceType, actorType, request.params), request.body);
        return reply.status(204).send(null);
      },
    });
  }
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/bindings/']),
    handler: async (request) => listBindings(db, positionActor(request), 'agreement', request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['GET /collections/:id/bindings/']),
    handler: async (request) => listBindings(db, positionActor(request), 'collection', request.params.id),
  });
}
