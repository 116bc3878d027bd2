/** Note routes (§7, core contract/notesContract.ts): POST/GET /agreements/{id}/notes/, PUT/DELETE /agreements/{id}/notes/{noteId}. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureGuard } from '../accounts/requireFeature.js';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createNote } from './createNote.js';
import { deleteNote } from './deleteNote.js';
import { listNotes } from './listNotes.js';
import { updateNote } from './updateNote.js';

/** Registers the note routes on an /api-prefixed instance. */
export function noteRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Contract notes are an extension (§1): 6001 while the account has them off.
  const guard = featureGuard(db, 'notes');
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/notes/']),
    preValidation: guard,
    handler: async (request, reply) => reply.status(201).send(await createNote(db, positionActor(request), request.params.id, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/notes/']),
    preValidation: guard,
    handler: async (request) => listNotes(db, positionActor(request), request.params.id, request.query),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/notes/:noteId']),
    preValidation: guard,
    handler: async (request) => updateNote(db, positionActor(request), request.params.id, request.params.noteId, request.body),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/:id/notes/:noteId']),
    preValidation: guard,
    handler: async (request, reply) => {
      await deleteNote(db, positionActor(request), request.params.id, request.params.noteId);
      return reply.status(204).send(null);
    },
  });
}
