/** The audit trail call (issue #5): GET /agreements/{id}/events. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { listAgreementEvents } from '../audit/listAgreementEvents.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';

const agreementId = (request: FastifyRequest) => parseId((request.params as { id?: string }).id, 'Invalid agreement Id');

/** Registers the audit routes on an /api-prefixed instance. */
export function auditRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get('/agreements/:id/events', async (request) => listAgreementEvents(deps.db, requirePosition(request), agreementId(request)));
}
