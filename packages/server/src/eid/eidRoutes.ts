/**
 * eID routes (core contract/eidContract.ts): start an eID signature, and the broker's callback,
 * which records it and redirects the browser back to the app.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { flowContextOf } from '../flow/flowContextOf.js';
import { actorOf } from '../http/actor.js';
import { eventActor } from '../http/eventActor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { completeEidSigning } from './completeEidSigning.js';
import { startEidSigning } from './startEidSigning.js';
import { agreementChanged } from '../push/publishAfter.js';

/** The callback URL registered at the eID broker: EID_REDIRECT_URI, else `{PUBLIC_ORIGIN}/api/eid/callback` (never the Host header). */
// Normalised (new URL drops a default port) so the authorization and token requests send the same string.
const eidRedirectUri = (deps: ServerDeps) => new URL(deps.eid?.options.redirectUri ?? `${deps.publicOrigin}/api/eid/callback`).href;

/** Registers the eID routes on an /api-prefixed instance. */
export function eidRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/eid/start']),
    handler: async (request) =>
      startEidSigning(db, deps.eid, actorOf(request), request.params.id, request.params.pid, request.body, eidRedirectUri(deps), request.log),
  });
  // The broker sends the browser here without our credentials: who signs comes from the stored transaction.
  api.route({
    ...routeOptions(apiContract['GET /eid/callback']),
    handler: async (request, reply) => {
      const context = { ...flowContextOf(deps, request.log), actor: eventActor(request), sealJobs: deps.sealJobs };
      const location = await completeEidSigning(db, deps.eid, request.query, eidRedirectUri(deps), context, request.log);
      // A signature made: the return route names the agreement (`?eid=signed&agreement={id}`); tell its open pages.
      const signed = new URL(location, 'http://return.invalid').searchParams;
      if (signed.get('eid') === 'signed') await deps.push.publish(Number(signed.get('agreement')), agreementChanged('signed'));
      return reply.redirect(location, 303);
    },
  });
}
