/** Link routes (§7, issue #4): POST/GET /agreements/{id}/links/, DELETE /agreements/{id}/links/{linkId}. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { linkAgreements } from './linkAgreements.js';
import { listLinks } from './listLinks.js';
import { unlinkAgreements } from './unlinkAgreements.js';

type Params = { id?: string; linkId?: string };
const agreementId = (request: FastifyRequest) => parseId((request.params as Params).id, 'Invalid agreement Id');
const linkId = (request: FastifyRequest) => parseId((request.params as Params).linkId, 'Invalid link Id');

/** Registers the link routes on an /api-prefixed instance. */
export function linkRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.post('/agreements/:id/links/', async (request, reply) => {
    const { link, created } = await linkAgreements(db, requirePosition(request), agreementId(request), request.body);
    return reply.status(created ? 201 : 200).send(link);
  });
  app.get('/agreements/:id/links/', async (request) => listLinks(db, requirePosition(request), agreementId(request), request.query));
  app.delete('/agreements/:id/links/:linkId', async (request, reply) => {
    await unlinkAgreements(db, requirePosition(request), agreementId(request), linkId(request));
    return reply.status(204).send();
  });
}
