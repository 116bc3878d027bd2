/**
 * The embed SDK's API calls (core contract/embedContract.ts), registered on the /api-prefixed
 * instance:
 * - GET/PUT /accounts/{id}/embed_settings — allowed embed origins (admin of the account);
 * - POST /agreements/{id}/signing_links — a template's direct signing link (owner), GET to list
 *   the ones not revoked, DELETE /agreements/{id}/signing_links/{linkId} to revoke it;
 * - GET /embed/templates/{id}, POST /embed/templates/{id}/agreements — what a signing link's
 *   holder may do (the link token in `X-Flow-Access-Token`), rate limited per IP;
 * - POST /agreements/{id}/preview — the owner's preview (§7).
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimited } from '../auth/rateLimit.js';
import { positionActor } from '../http/actor.js';
import { eventActor } from '../http/eventActor.js';
import { guestTokenOf } from '../http/requestAuth.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { getEmbedSettings, updateEmbedSettings } from './accountEmbedSettings.js';
import { previewAgreement } from './previewAgreement.js';
import { createSigningLink, listSigningLinks, revokeSigningLink } from './signingLinks.js';
import { createAgreementFromTemplate, getSigningTemplate } from './templateAgreements.js';

/** Registers the routes above. */
export function embedApiRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, production } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/embed_settings']),
    handler: async (request) => getEmbedSettings(db, positionActor(request), request.params.id, production),
  });
  api.route({
    ...routeOptions(apiContract['PUT /accounts/:id/embed_settings']),
    handler: async (request) => updateEmbedSettings(db, positionActor(request), request.params.id, request.body, production),
  });

  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/signing_links']),
    handler: async (request, reply) => reply.status(201).send(await createSigningLink(db, positionActor(request), request.params.id, deps.publicOrigin)),
  });
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/signing_links']),
    handler: async (request) => listSigningLinks(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/:id/signing_links/:linkId']),
    handler: async (request, reply) => {
      await revokeSigningLink(db, positionActor(request), request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/preview']),
    handler: async (request) => previewAgreement(db, positionActor(request), request.params.id),
  });

  // The link token is not a guest token: the action checks it (requireSigningLink).
  api.route({
    ...routeOptions(apiContract['GET /embed/templates/:id']),
    handler: async (request) => getSigningTemplate(db, request.params.id, guestTokenOf(request)),
  });
  api.route({
    ...routeOptions(apiContract['POST /embed/templates/:id/agreements']),
    // Before validation, so malformed bodies count against the limit as before.
    preValidation: rateLimited(deps.rateLimiter, 'template-signing', deps.rateLimiter.rules.templateSigning),
    handler: async (request, reply) =>
      reply.status(201).send(await createAgreementFromTemplate(db, request.params.id, guestTokenOf(request), request.body, eventActor(request))),
  });
}
