/**
 * The embed SDK's API calls (issue #6), registered on the /api-prefixed instance:
 * - GET/PUT /accounts/{id}/embed_settings — allowed embed origins (admin of the account);
 * - POST /agreements/{id}/signing_links — a template's direct signing link (owner), GET to list
 *   the ones not revoked, DELETE /agreements/{id}/signing_links/{linkId} to revoke it;
 * - GET /embed/templates/{id}, POST /embed/templates/{id}/agreements — what a signing link's
 *   holder may do (the link token in `X-Flow-Access-Token`), rate limited per IP;
 * - POST /agreements/{id}/preview — the owner's preview (§7).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../auth/rateLimit.js';
import { parseId } from '../agreements/loadAgreement.js';
import { eventActor } from '../http/eventActor.js';
import { guestTokenOf, requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { getEmbedSettings, updateEmbedSettings } from './accountEmbedSettings.js';
import { previewAgreement } from './previewAgreement.js';
import { createSigningLink, listSigningLinks, revokeSigningLink } from './signingLinks.js';
import { createAgreementFromTemplate, getSigningTemplate } from './templateAgreements.js';

const idParam = (request: FastifyRequest, message: string) => parseId((request.params as { id?: string }).id, message);

/** Registers the routes above. */
export function embedApiRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, production } = deps;

  app.get('/accounts/:id/embed_settings', async (request) =>
    getEmbedSettings(db, requirePosition(request), idParam(request, 'Invalid account Id'), production),
  );

  app.put('/accounts/:id/embed_settings', async (request) =>
    updateEmbedSettings(db, requirePosition(request), idParam(request, 'Invalid account Id'), request.body, production),
  );

  app.post('/agreements/:id/signing_links', async (request, reply) => {
    const link = await createSigningLink(db, requirePosition(request), idParam(request, 'Invalid agreement Id'), deps.publicOrigin);
    return reply.status(201).send(link);
  });

  app.get('/agreements/:id/signing_links', async (request) => listSigningLinks(db, requirePosition(request), idParam(request, 'Invalid agreement Id')));

  app.delete('/agreements/:id/signing_links/:linkId', async (request, reply) => {
    const linkId = parseId((request.params as { linkId?: string }).linkId, 'Signing link not found');
    await revokeSigningLink(db, requirePosition(request), idParam(request, 'Invalid agreement Id'), linkId);
    return reply.status(204).send();
  });

  app.post('/agreements/:id/preview', async (request) => previewAgreement(db, request, idParam(request, 'Invalid agreement Id')));

  app.get('/embed/templates/:id', async (request) => getSigningTemplate(db, idParam(request, 'Invalid agreement Id'), guestTokenOf(request)));

  const limit = rateLimited(deps.rateLimiter, 'template-signing', deps.rateLimiter.rules.templateSigning);
  app.post('/embed/templates/:id/agreements', { preHandler: limit }, async (request, reply) => {
    const created = await createAgreementFromTemplate(db, idParam(request, 'Invalid agreement Id'), guestTokenOf(request), request.body, eventActor(request));
    return reply.status(201).send(created);
  });
}
