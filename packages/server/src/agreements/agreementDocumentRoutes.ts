/**
 * The agreement calls of issue #4 (§7): move, restore, permanently_delete, imported_reset,
 * replace, agreement_value and config.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventActor } from '../http/eventActor.js';
import { requirePosition } from '../http/requestAuth.js';
import type { ServerDeps } from '../ServerDeps.js';
import { parseId } from './loadAgreement.js';
import { moveAgreement } from './moveAgreement.js';
import { permanentlyDeleteAgreement } from './permanentlyDeleteAgreement.js';
import { replaceAgreement } from './replaceAgreement.js';
import { resetImported } from './resetImported.js';
import { restoreAgreement } from './restoreAgreement.js';
import { setAgreementValue } from './setAgreementValue.js';
import { updateAgreementConfig } from './updateAgreementConfig.js';

const agreementId = (request: FastifyRequest) => parseId((request.params as { id?: string }).id, 'Invalid agreement Id');

/** Registers the routes on an /api-prefixed instance. */
export function agreementDocumentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  app.post('/agreements/:id/move', async (request) => moveAgreement(db, requirePosition(request), agreementId(request), request.body, eventActor(request)));
  app.post('/agreements/:id/restore', async (request, reply) => {
    await restoreAgreement(db, requirePosition(request), agreementId(request), eventActor(request));
    return reply.status(204).send();
  });
  app.post('/agreements/:id/permanently_delete', async (request, reply) => {
    await permanentlyDeleteAgreement(db, requirePosition(request), agreementId(request), eventActor(request));
    return reply.status(204).send();
  });
  app.post('/agreements/:id/imported_reset', async (request) => resetImported(db, requirePosition(request), agreementId(request), eventActor(request)));
  app.post('/agreements/:id/replace', async (request, reply) =>
    reply.status(201).send(await replaceAgreement(db, requirePosition(request), agreementId(request), request.body, eventActor(request))),
  );
  app.put('/agreements/:id/agreement_value', async (request) => setAgreementValue(db, requirePosition(request), agreementId(request), request.body));
  app.put('/agreements/:id/config', async (request) => updateAgreementConfig(db, requirePosition(request), agreementId(request), request.body));
}
