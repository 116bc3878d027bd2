/** Workspace routes: GET /collections/ (with ACLs and the virtual "Shared with me"), DELETE /collections/{id}/empty_agreement_trash. */
import type { FastifyInstance } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { eventActor } from '../http/eventActor.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { emptyAgreementTrash } from './emptyAgreementTrash.js';
import { listCollections } from './listCollections.js';

/** Registers the workspace routes on an /api-prefixed instance. */
export function collectionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.get('/collections/', async (request) => listCollections(db, requirePosition(request)));
  app.delete('/collections/:id/empty_agreement_trash', async (request) =>
    emptyAgreementTrash(db, requirePosition(request), parseId((request.params as { id?: string }).id, 'Invalid workspace Id'), eventActor(request)),
  );
}
