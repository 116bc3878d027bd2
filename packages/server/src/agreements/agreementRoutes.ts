/**
 * Agreement calls of §7 (core contract/agreementsContract.ts): GET/POST /agreements/,
 * GET/PUT/DELETE /agreements/{id}, and the document calls move, replace, restore,
 * permanently_delete, imported_reset, agreement_value and config. Participants, publishing and
 * signing register their own routes.
 */
import { apiContract, type AgreementWire } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, positionActor, type Actor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { createAgreement } from './createAgreement.js';
import { deleteAgreement } from './deleteAgreement.js';
import { getAgreement } from './getAgreement.js';
import { listAgreements } from './listAgreements.js';
import { moveAgreement } from './moveAgreement.js';
import { permanentlyDeleteAgreement } from './permanentlyDeleteAgreement.js';
import { replaceAgreement } from './replaceAgreement.js';
import { resetImported } from './resetImported.js';
import { restoreAgreement } from './restoreAgreement.js';
import { setAgreementValue } from './setAgreementValue.js';
import { updateAgreement } from './updateAgreement.js';
import { updateAgreementAsGuest } from './updateAgreementAsGuest.js';
import { updateAgreementConfig } from './updateAgreementConfig.js';
import { publishAfter } from '../push/publishAfter.js';

/** Registers the agreement routes on an /api-prefixed instance. */
export function agreementRoutes(app: FastifyInstance, { db, push, webhooks }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /agreements/']),
    handler: async (request) => listAgreements(db, positionActor(request), request.query),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/']),
    handler: async (request, reply) => reply.status(201).send(await createAgreement(db, positionActor(request), request.body)),
  });
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id']),
    // Before the security code is validated a guest gets the locked shape (no content, no people).
    config: { guestBeforeMfa: true },
    handler: async (request, reply) => {
      const wire = await getAgreement(db, actorOf(request), request.params.id, webhooks);
      reply.header('X-Flow-Has-User', request.auth.session ? '1' : '0');
      return wire;
    },
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id']),
    handler: async (request) => {
      const actor = actorOf(request);
      const saved = actor.kind === 'guest' ? updateAgreementAsGuest(db, actor, request.params.id, request.body) : updateAgreement(db, actor, request.params.id, request.body);
      return publishAfter(push, request.params.id, (a) => ({ type: 'agreement.saved', checksum: a.checksum, by_name: editorName(actor, a) }), saved);
    },
  });
  api.route({
    ...routeOptions(apiContract['DELETE /agreements/:id']),
    handler: async (request, reply) => {
      await deleteAgreement(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/move']),
    handler: async (request) => moveAgreement(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/replace']),
    handler: async (request, reply) => reply.status(201).send(await replaceAgreement(db, positionActor(request), request.params.id, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/restore']),
    handler: async (request, reply) => {
      await restoreAgreement(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/permanently_delete']),
    handler: async (request, reply) => {
      await permanentlyDeleteAgreement(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/imported_reset']),
    handler: async (request) => resetImported(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/agreement_value']),
    handler: async (request) => setAgreementValue(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/config']),
    handler: async (request) => updateAgreementConfig(db, positionActor(request), request.params.id, request.body),
  });
}

/** The name pages show for a new version: the position's name, or the guest participant's. */
function editorName(actor: Actor, saved: AgreementWire): string | null {
  if (actor.kind === 'position') return actor.position.fullname;
  return saved.participants.find((p) => p.id === actor.guest.participantId)?.fullname ?? null;
}
