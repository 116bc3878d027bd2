/** Webhook routes (core contract/webhooksContract.ts): /accounts/{id}/webhooks/… */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { listWebhooks } from './listWebhooks.js';
import { createWebhook, deleteWebhook, rollWebhookSecret, updateWebhook } from './manageWebhooks.js';
import { testWebhook } from './testWebhook.js';
import { listWebhookDeliveries, redeliverWebhookDelivery } from './webhookDeliveryLog.js';

/** Registers the webhook routes on an /api-prefixed instance. */
export function webhookRoutes(app: FastifyInstance, { db, production, webhooks }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/webhooks/']),
    handler: async (request) => listWebhooks(db, positionActor(request), request.params.id, production),
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/webhooks/']),
    handler: async (request, reply) => reply.status(201).send(await createWebhook(db, positionActor(request), request.params.id, request.body, production)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /accounts/:id/webhooks/:webhookId']),
    handler: async (request) => updateWebhook(db, positionActor(request), request.params.id, request.params.webhookId, request.body, production),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /accounts/:id/webhooks/:webhookId']),
    handler: async (request, reply) => {
      await deleteWebhook(db, positionActor(request), request.params.id, request.params.webhookId);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/webhooks/:webhookId/test']),
    handler: async (request) => testWebhook(db, webhooks, positionActor(request), request.params.id, request.params.webhookId),
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/webhooks/:webhookId/roll_secret']),
    handler: async (request) => rollWebhookSecret(db, positionActor(request), request.params.id, request.params.webhookId),
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/webhooks/:webhookId/deliveries/']),
    handler: async (request) => listWebhookDeliveries(db, positionActor(request), request.params.id, request.params.webhookId, request.query),
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver']),
    handler: async (request, reply) =>
      reply.status(202).send(await redeliverWebhookDelivery(db, webhooks, positionActor(request), request.params.id, request.params.webhookId, request.params.deliveryId)),
  });
}
