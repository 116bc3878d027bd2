/** Note routes (§7): POST/GET /agreements/{id}/notes/, PUT/DELETE /agreements/{id}/notes/{noteId}. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createNote } from './createNote.js';
import { deleteNote } from './deleteNote.js';
import { listNotes } from './listNotes.js';
import { updateNote } from './updateNote.js';

type Params = { id?: string; noteId?: string };
const agreementId = (request: FastifyRequest) => parseId((request.params as Params).id, 'Invalid agreement Id');
const noteId = (request: FastifyRequest) => parseId((request.params as Params).noteId, 'Invalid note Id');

/** Registers the note routes on an /api-prefixed instance. */
export function noteRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.post('/agreements/:id/notes/', async (request, reply) => reply.status(201).send(await createNote(db, requirePosition(request), agreementId(request), request.body)));
  app.get('/agreements/:id/notes/', async (request) => listNotes(db, requirePosition(request), agreementId(request), request.query));
  app.put('/agreements/:id/notes/:noteId', async (request) => updateNote(db, requirePosition(request), agreementId(request), noteId(request), request.body));
  app.delete('/agreements/:id/notes/:noteId', async (request, reply) => {
    await deleteNote(db, requirePosition(request), agreementId(request), noteId(request));
    return reply.status(204).send();
  });
}
