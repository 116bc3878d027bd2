/**
 * Routes of the account's members and seats (core contract/membersContract.ts): the members list,
 * the seats and their purchase, the admin's position actions and the pending invitations.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountContext } from '../accounts/AccountContext.js';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import { changeSeats, getSeats } from '../seats/changeSeats.js';
import type { ServerDeps } from '../ServerDeps.js';
import { changeUserRole } from './changeUserRole.js';
import { deactivatePosition, reactivatePosition } from './deactivatePosition.js';
import { resendInvitation, withdrawInvitation } from './invitations.js';
import { listMembers } from './listMembers.js';
import { revokeTrustedDevices } from './revokeTrustedDevices.js';

/** Registers the members and seats routes on an /api-prefixed instance. */
export function memberRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/members/']),
    handler: async (request) => listMembers(db, positionActor(request), request.params.id, request.query),
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/seats']),
    handler: async (request) => getSeats(db, deps.paymentProvider, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/seats']),
    handler: async (request) => changeSeats(db, deps.paymentProvider, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/:id/deactivate']),
    handler: async (request) => deactivatePosition(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/:id/reactivate']),
    handler: async (request) => reactivatePosition(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['PUT /positions/:id/user_role']),
    handler: async (request) => changeUserRole(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/:id/revoke_trusted_devices']),
    handler: async (request) => revokeTrustedDevices(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['POST /invitations/:id/resend']),
    handler: async (request) => resendInvitation(accountContext(deps, { ip: request.ip, log: request.log }), positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /invitations/:id']),
    handler: async (request, reply) => {
      await withdrawInvitation(db, positionActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
