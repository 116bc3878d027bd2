/**
 * Agreement calls of §7: GET/POST /agreements/, GET/PUT/DELETE /agreements/{id},
 * (participants, publishing and signing: routes/signingRoutes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAgreement } from '../agreements/createAgreement.js';
import { deleteAgreement } from '../agreements/deleteAgreement.js';
import { getAgreement } from '../agreements/getAgreement.js';
import { listAgreements } from '../agreements/listAgreements.js';
import { parseId } from '../agreements/loadAgreement.js';
import { updateAgreement } from '../agreements/updateAgreement.js';
import { updateAgreementAsGuest } from '../agreements/updateAgreementAsGuest.js';
import { eventActor } from '../http/eventActor.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';

type IdParams = { id?: string; pid?: string };

const agreementId = (request: FastifyRequest) => parseId((request.params as IdParams).id, 'Invalid agreement Id');

/** Registers the agreement routes on an /api-prefixed instance. */
export function agreementRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  app.get('/agreements/', async (request) => listAgreements(db, requirePosition(request), request.query));

  app.post('/agreements/', async (request, reply) => {
    const wire = await createAgreement(db, requirePosition(request), request.body, eventActor(request));
    return reply.status(201).send(wire);
  });

  // Before the security code is validated a guest gets the locked shape (no content, no people).
  app.get('/agreements/:id', { config: { guestBeforeMfa: true } }, async (request, reply) => {
    const id = agreementId(request);
    const wire = await getAgreement(db, request, id);
    reply.header('X-Flow-Has-User', request.auth.session ? '1' : '0');
    return wire;
  });

  app.put('/agreements/:id', async (request) => {
    if (request.auth.guestTokenGiven) return updateAgreementAsGuest(db, request, agreementId(request), request.body);
    const position = requirePosition(request);
    return updateAgreement(db, position, agreementId(request), request.body);
  });

  app.delete('/agreements/:id', async (request, reply) => {
    const position = requirePosition(request);
    await deleteAgreement(db, position, agreementId(request), eventActor(request));
    return reply.status(204).send();
  });
}
