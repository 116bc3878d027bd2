/**
 * Message routes (§7, core contract/messagesContract.ts): POST /agreements/{id}/messages/, PUT
 * /agreements/{id}/messages/{mid} and its POST form.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { postMessage } from './postMessage.js';
import { updateMessage } from './updateMessage.js';

/** Registers the message routes on an /api-prefixed instance. */
export function messageRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/messages/']),
    handler: async (request, reply) => reply.status(201).send(await postMessage(db, actorOf(request), request.params.id, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/messages/:mid']),
    handler: async (request) => updateMessage(db, actorOf(request), request.params.id, request.params.mid, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/messages/:mid']),
    handler: async (request) => updateMessage(db, actorOf(request), request.params.id, request.params.mid, request.body),
  });
}
