/**
 * The AI extension routes (§7 /ext/…, core contract/aiContract.ts): GET
 * /ext/ai_review/workspaces/{id}/agreements/ and GET /ext/ai_import/agreements/{id}/highlight,
 * each behind its account feature (aiReview, aiImport: 6001 while off).
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureGuard } from '../accounts/requireFeature.js';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { importHighlights } from './importHighlights.js';
import { reviewAgreements } from './reviewAgreements.js';

/** Registers the AI routes on an /api-prefixed instance. */
export function aiRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /ext/ai_review/workspaces/:id/agreements/']),
    preValidation: featureGuard(db, 'aiReview'),
    handler: async (request) => reviewAgreements(db, deps.contractReviewer, positionActor(request), request.params.id, request.query.ids),
  });
  api.route({
    ...routeOptions(apiContract['GET /ext/ai_import/agreements/:id/highlight']),
    preValidation: featureGuard(db, 'aiImport'),
    handler: async (request) => importHighlights(db, positionActor(request), request.params.id),
  });
}
