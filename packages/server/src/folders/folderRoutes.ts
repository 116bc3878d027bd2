/** Folder routes: GET /collections/{id}/folders/, POST /folders/, PUT and DELETE /folders/{id}. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createFolder } from './createFolder.js';
import { deleteFolder } from './deleteFolder.js';
import { listFolders } from './listFolders.js';
import { updateFolder } from './updateFolder.js';

const idOf = (request: FastifyRequest, message: string) => parseId((request.params as { id?: string }).id, message);

/** Registers the folder routes on an /api-prefixed instance. */
export function folderRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.get('/collections/:id/folders/', async (request) => listFolders(db, requirePosition(request), idOf(request, 'Invalid workspace Id')));
  app.post('/folders/', async (request, reply) => reply.status(201).send(await createFolder(db, requirePosition(request), request.body)));
  app.put('/folders/:id', async (request) => updateFolder(db, requirePosition(request), idOf(request, 'Invalid folder Id'), request.body));
  app.delete('/folders/:id', async (request, reply) => {
    await deleteFolder(db, requirePosition(request), idOf(request, 'Invalid folder Id'));
    return reply.status(204).send();
  });
}
