/**
 * Routes of §6/§7 roles and bindings: GET/POST /roles/, POST and DELETE
 * /agreements/{id}/positions/{id}/bindings/ and /collections/{id}/positions/{id}/bindings/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { bindRole } from './bindRole.js';
import type { BindingResourceType } from './BindingResource.js';
import { createRole } from './createRole.js';
import { listRoles } from './listRoles.js';
import { unbindRole } from './unbindRole.js';

type Params = { id?: string; pid?: string };

function bindingRequest(request: FastifyRequest, resourceType: BindingResourceType) {
  const params = request.params as Params;
  return {
    resourceType,
    resourceId: parseId(params.id, resourceType === 'agreement' ? 'Invalid agreement Id' : 'Invalid workspace Id'),
    actorType: 'position' as const,
    actorId: parseId(params.pid, 'Invalid position Id'),
  };
}

/** Registers the role and binding routes on an /api-prefixed instance. */
export function permissionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.get('/roles/', async (request) => listRoles(db, requirePosition(request)));
  app.post('/roles/', async (request, reply) => reply.status(201).send(await createRole(db, requirePosition(request), request.body)));

  for (const resource of ['agreement', 'collection'] as const) {
    const path = `/${resource}s/:id/positions/:pid/bindings/`;
    app.post(path, async (request, reply) => {
      const position = requirePosition(request);
      return reply.status(201).send(await bindRole(db, position, bindingRequest(request, resource), request.body));
    });
    app.delete(path, async (request, reply) => {
      const position = requirePosition(request);
      await unbindRole(db, position, bindingRequest(request, resource), request.body);
      return reply.status(204).send();
    });
  }
}
