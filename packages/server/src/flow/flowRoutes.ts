/**
 * Flow routes (§7, §4 states; core contract/flowContract.ts): publish, approve, decline, cancel,
 * the expiry of a sent contract, and the owner's remind and revoke_links for one participant.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import { revokeParticipantLinks } from '../participants/revokeParticipantLinks.js';
import type { ServerDeps } from '../ServerDeps.js';
import { approveAgreement } from './approveAgreement.js';
import { cancelAgreement } from './cancelAgreement.js';
import { declineAgreement } from './declineAgreement.js';
import { extendExpiry } from './extendExpiry.js';
import { flowContextOf } from './flowContextOf.js';
import { publishAgreement } from './publishAgreement.js';
import { remindParticipant } from './remindParticipant.js';
import { agreementChanged, publishAfter } from '../push/publishAfter.js';

/** Registers the flow routes on an /api-prefixed instance. */
export function flowRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/publish']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('published'), publishAgreement(db, positionActor(request), request.params.id, request.body, flowContextOf(deps, request.log))),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/approve']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('approved'), approveAgreement(db, actorOf(request), request.params.id, request.body, flowContextOf(deps, request.log))),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/decline']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('declined'), declineAgreement(db, actorOf(request), request.params.id, request.body, deps.webhooks)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/cancel']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('cancelled'), cancelAgreement(db, positionActor(request), request.params.id, request.body, deps.webhooks)),
  });
  api.route({
    ...routeOptions(apiContract['PUT /agreements/:id/expire_date']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('expiry'), extendExpiry(db, positionActor(request), request.params.id, request.body)),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/remind']),
    handler: async (request) =>
      remindParticipant(db, positionActor(request), request.params.id, request.params.pid, { ...flowContextOf(deps, request.log), rateLimiter: deps.rateLimiter }),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/revoke_links']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('participant'), revokeParticipantLinks(db, positionActor(request), request.params.id, request.params.pid)),
  });
}
