/**
 * Message routes (§7, core contract/messagesContract.ts): GET and POST
 * /agreements/{id}/messages/, POST /agreements/{id}/messages/read, PUT
 * /agreements/{id}/messages/{mid} and its POST form. After a write commits, the change is
 * published to the agreement's open pages (deps.push; the push channel shows each reader only
 * what messageForReader lets them see): message.created, message.updated, and agreement.saved
 * when an accepted suggestion made a new version. Mention emails are delivered after commit.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { listMessages, markMessagesRead } from './listMessages.js';
import { postMessage } from './postMessage.js';
import { updateMessage } from './updateMessage.js';

/** Registers the message routes on an /api-prefixed instance. */
export function messageRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/messages/']),
    handler: async (request) => listMessages(db, actorOf(request), request.params.id, request.query),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/messages/read']),
    handler: async (request, reply) => {
      await markMessagesRead(db, actorOf(request), request.params.id, request.body.message_id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/messages/']),
    handler: async (request, reply) => {
      const { message, emails } = await postMessage(db, actorOf(request), request.params.id, request.body, deps.publicOrigin);
      for (const email of emails) await deps.mailer.deliver(email).catch((error: unknown) => request.log.error({ err: error }, 'mention email delivery failed'));
      await deps.push.publish(request.params.id, { type: 'message.created', message });
      return reply.status(201).send(message);
    },
  });
  const update = async (agreementId: number, messageId: number, request: Parameters<typeof actorOf>[0], body: Parameters<typeof updateMessage>[4]) => {
    const { message, saved } = await updateMessage(db, actorOf(request), agreementId, messageId, body);
    await deps.push.publish(agreementId, { type: 'message.updated', message });
    if (saved) await deps.push.publish(agreementId, { type: 'agreement.saved', checksum: saved.checksum, by_name: saved.byName });
    return message;
  };
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/messages/:mid']),
    handler: async (request) => update(request.params.id, request.params.mid, request, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/messages/:mid']),
    handler: async (request) => update(request.params.id, request.params.mid, request, request.body),
  });
}
