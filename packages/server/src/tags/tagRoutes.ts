/** Tag routes: GET/POST /tags/, PUT/DELETE /tags/{id}, POST /agreements/{id}/tags/, DELETE /agreements/{id}/tags/{tagId}. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { connectTag } from './connectTag.js';
import { disconnectTag } from './disconnectTag.js';
import { deleteTag } from './deleteTag.js';
import { listTags } from './listTags.js';
import { saveTag } from './saveTag.js';

type Params = { id?: string; tagId?: string };
const param = (request: FastifyRequest, key: keyof Params, message: string) => parseId((request.params as Params)[key], message);

/** Registers the tag routes on an /api-prefixed instance. */
export function tagRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.get('/tags/', async (request) => listTags(db, requirePosition(request)));
  app.post('/tags/', async (request, reply) => reply.status(201).send(await saveTag(db, requirePosition(request), undefined, request.body)));
  app.put('/tags/:id', async (request) => saveTag(db, requirePosition(request), param(request, 'id', 'Invalid tag Id'), request.body));
  app.delete('/tags/:id', async (request, reply) => {
    await deleteTag(db, requirePosition(request), param(request, 'id', 'Invalid tag Id'));
    return reply.status(204).send();
  });
  app.post('/agreements/:id/tags/', async (request, reply) =>
    reply.status(201).send(await connectTag(db, requirePosition(request), param(request, 'id', 'Invalid agreement Id'), request.body)),
  );
  app.delete('/agreements/:id/tags/:tagId', async (request, reply) => {
    await disconnectTag(db, requirePosition(request), param(request, 'id', 'Invalid agreement Id'), param(request, 'tagId', 'Invalid tag Id'));
    return reply.status(204).send();
  });
}
