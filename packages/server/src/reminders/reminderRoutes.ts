/**
 * Internal reminder routes (§7 delayed events): POST /agreements/delayed_events/, PUT and DELETE
 * /agreements/delayed_events/{id}, GET /agreements/{id}/delayed_events/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createDelayedEvent } from './createDelayedEvent.js';
import { deleteDelayedEvent } from './deleteDelayedEvent.js';
import { listDelayedEvents } from './listDelayedEvents.js';
import { updateDelayedEvent } from './updateDelayedEvent.js';

const idOf = (request: FastifyRequest, message: string) => parseId((request.params as { id?: string }).id, message);

/** Registers the reminder routes on an /api-prefixed instance. */
export function reminderRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.post('/agreements/delayed_events/', async (request, reply) => reply.status(201).send(await createDelayedEvent(db, requirePosition(request), request.body)));
  app.put('/agreements/delayed_events/:id', async (request) => updateDelayedEvent(db, requirePosition(request), idOf(request, 'Invalid reminder Id'), request.body));
  app.delete('/agreements/delayed_events/:id', async (request, reply) => {
    await deleteDelayedEvent(db, requirePosition(request), idOf(request, 'Invalid reminder Id'));
    return reply.status(204).send();
  });
  app.get('/agreements/:id/delayed_events/', async (request) => listDelayedEvents(db, requirePosition(request), idOf(request, 'Invalid agreement Id')));
}
