/**
 * Position routes beyond login (§7, core contract/positionsContract.ts): password recovery,
 * change email, invites, and the position's two-step settings.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountContext } from '../accounts/AccountContext.js';
import { emailKey, rateLimited } from '../auth/rateLimit.js';
import { positionActor, type PositionActor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { routeOptions } from '../http/routeOptions.js';
import { listColleagues } from './listColleagues.js';
import type { ServerDeps } from '../ServerDeps.js';
import { checkRecoveryToken } from './checkRecoveryToken.js';
import { confirmEmailChange } from './confirmEmailChange.js';
import { disableMfa } from './disableMfa.js';
import { invitePosition } from './invitePosition.js';
import { mfaSettingsWire } from './mfaSettingsWire.js';
import { requestEmailChange } from './requestEmailChange.js';
import { requestPasswordRecovery } from './requestPasswordRecovery.js';
import { resetPassword } from './resetPassword.js';
import { requestMfaChannelCode, setMfaChannel } from './setMfaChannel.js';
import { updatePositionSettings } from './updatePositionSettings.js';
import { validateMfaChannel } from './validateMfaChannel.js';

/** The signed-in position, which must be the path's `{id}` (403 99 otherwise). */
function selfActor(request: FastifyRequest, id: number): PositionActor {
  const actor = positionActor(request);
  if (id !== actor.position.positionId) throw accessDenied();
  return actor;
}

/** Registers the position routes on an /api-prefixed instance. */
export function positionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, rateLimiter } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = rateLimiter.rules.login;
  const context = (request: FastifyRequest) => accountContext(deps, { ip: request.ip, log: request.log });

  api.route({
    ...routeOptions(apiContract['GET /positions/']),
    handler: async (request) => listColleagues(db, positionActor(request), request.query),
  });

  api.route({
    ...routeOptions(apiContract['PUT /positions/:id']),
    handler: async (request) => updatePositionSettings(db, positionActor(request), request.params.id, request.body),
  });

  // Rate limits run before validation (preValidation), so malformed attempts count too.
  api.route({
    ...routeOptions(apiContract['POST /positions/forgot_password']),
    preValidation: rateLimited(rateLimiter, 'recovery', limit, emailKey),
    handler: async (request) => requestPasswordRecovery(context(request), request.body.email),
  });
  api.route({
    ...routeOptions(apiContract['GET /positions/forgot_password/:token']),
    preValidation: rateLimited(rateLimiter, 'recovery-check', limit),
    handler: async (request) => checkRecoveryToken(db, request.params.token),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/forgot_password/:token']),
    preValidation: rateLimited(rateLimiter, 'recovery-reset', limit),
    handler: async (request) => resetPassword(db, request.params.token, request.body.password),
  });

  api.route({
    ...routeOptions(apiContract['POST /positions/:id/change_email']),
    handler: async (request) => requestEmailChange(context(request), selfActor(request, request.params.id).position.positionId, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/change_email/:token']),
    handler: async (request) => confirmEmailChange(db, request.params.token, request.auth.session),
  });

  api.route({
    ...routeOptions(apiContract['POST /positions/invite']),
    preValidation: rateLimited(rateLimiter, 'invite', rateLimiter.rules.invitePerIp),
    handler: async (request) => invitePosition(context(request), positionActor(request), request.body),
  });

  api.route({
    ...routeOptions(apiContract['GET /positions/:id/mfa/']),
    handler: async (request) => mfaSettingsWire(db, selfActor(request, request.params.id).position.positionId),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/:id/mfa/']),
    handler: async (request) => setMfaChannel(context(request), selfActor(request, request.params.id), request.body),
  });
  api.route({
    ...routeOptions(apiContract['DELETE /positions/:id/mfa/']),
    handler: async (request) => disableMfa(db, selfActor(request, request.params.id).position.positionId, request.body.password),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/:id/mfa/code_request']),
    preValidation: rateLimited(rateLimiter, 'mfa-channel-code', limit),
    handler: async (request) => requestMfaChannelCode(context(request), selfActor(request, request.params.id)),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/:id/mfa/channel_validate']),
    preValidation: rateLimited(rateLimiter, 'mfa-validate', limit),
    handler: async (request) => validateMfaChannel(db, selfActor(request, request.params.id).position.positionId, request.body.security_code),
  });
}
