/**
 * Sign-up routes (§7, core contract/signupContract.ts): POST /positions/signup, GET and POST
 * /positions/signup_step2. Completing a sign-up logs in: the session cookie is set here.
 */
import { requestLanguage } from '../i18n/requestLanguage.js';
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountContext } from '../accounts/AccountContext.js';
import { rateLimited } from '../auth/rateLimit.js';
import { routeOptions } from '../http/routeOptions.js';
import { startSession } from '../http/sessionCookie.js';
import { loadPositionWire } from '../positions/loadPositionWire.js';
import type { ServerDeps } from '../ServerDeps.js';
import { completeSignup } from './completeSignup.js';
import { lookupSignupToken } from './lookupSignupToken.js';
import { requestSignup } from './requestSignup.js';

/** Registers the sign-up routes on an /api-prefixed instance. */
export function signupRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, rateLimiter } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = rateLimiter.rules.login;

  // Rate limits run before validation (preValidation), so malformed attempts count too.
  api.route({
    ...routeOptions(apiContract['POST /positions/signup']),
    preValidation: rateLimited(rateLimiter, 'signup', limit),
    handler: async (request) => requestSignup(accountContext(deps, { ip: request.ip, log: request.log, language: requestLanguage(request.headers) }), request.body),
  });
  api.route({
    ...routeOptions(apiContract['GET /positions/signup_step2']),
    preValidation: rateLimited(rateLimiter, 'signup-check', limit),
    handler: async (request) => lookupSignupToken(db, request.query.private_token),
  });
  api.route({
    ...routeOptions(apiContract['POST /positions/signup_step2']),
    preValidation: rateLimited(rateLimiter, 'signup-complete', limit),
    handler: async (request, reply) => {
      const { positionId } = await completeSignup(db, request.body);
      // Signing up logs in (§2 "Success goes to /"), as a browser session like a login without Remember me.
      await startSession(db, request, reply, { positionId, persistent: false, production: deps.production });
      return loadPositionWire(db, positionId);
    },
  });
}
