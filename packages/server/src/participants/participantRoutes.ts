/**
 * Participant and party routes (§7, core contract/participantsContract.ts): add, change and
 * disable the participants and parties of a draft or template, and correct a recipient after sending.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { flowContextOf } from '../flow/flowContextOf.js';
import { addParticipant } from './addParticipant.js';
import { correctRecipient } from './correctRecipient.js';
import { createParty } from './createParty.js';
import { disableParticipant } from './disableParticipant.js';
import { disableParty } from './disableParty.js';
import { updateParticipant } from './updateParticipant.js';
import { updateParty } from './updateParty.js';
import { agreementChanged, publishAfter } from '../push/publishAfter.js';

/** Registers the participant and party routes on an /api-prefixed instance. */
export function participantRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/']),
    handler: async (request, reply) =>
      reply.status(201).send(await publishAfter(deps.push, request.params.id, agreementChanged('participant'), addParticipant(db, positionActor(request), request.params.id, request.body))),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/participants/:pid']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('participant'), updateParticipant(db, positionActor(request), request.params.id, request.params.pid, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/disable']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('participant'), disableParticipant(db, positionActor(request), request.params.id, request.params.pid)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/correct']),
    handler: async (request) =>
      publishAfter(deps.push, request.params.id, agreementChanged('participant'), correctRecipient(db, positionActor(request), request.params.id, request.params.pid, request.body, flowContextOf(deps, request.log))),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/parties/']),
    handler: async (request, reply) =>
      reply.status(201).send(await publishAfter(deps.push, request.params.id, agreementChanged('party'), createParty(db, positionActor(request), request.params.id, request.body))),
  });
  // §7 names both PUT and POST for changing a party.
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/parties/:partyId']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('party'), updateParty(db, positionActor(request), request.params.id, request.params.partyId, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/parties/:partyId']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('party'), updateParty(db, positionActor(request), request.params.id, request.params.partyId, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/parties/:partyId/disable']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('party'), disableParty(db, positionActor(request), request.params.id, request.params.partyId)),
  });
}
