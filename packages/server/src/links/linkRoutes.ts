/** Link routes (core contract/linksContract.ts): POST/GET /agreements/{id}/links/, DELETE /agreements/{id}/links/{linkId}. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { linkAgreements } from './linkAgreements.js';
import { listLinks } from './listLinks.js';
import { unlinkAgreements } from './unlinkAgreements.js';

/** Registers the link routes on an /api-prefixed instance. */
export function linkRoutes(app: FastifyInstance, { db }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/links/']),
    handler: async (request, reply) => {
      const { link, created } = await linkAgreements(db, positionActor(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(link);
    },
  });
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/links/']),
    handler: async (request) => listLinks(db, positionActor(request), request.params.id, request.query),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/:id/links/:linkId']),
    handler: async (request, reply) => {
      await unlinkAgreements(db, positionActor(request), request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  });
}
