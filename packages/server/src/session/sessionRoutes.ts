/**
 * Session routes (§7, core contract/sessionContract.ts): GET /ping, GET /positions/login_method,
 * POST /positions/login, POST /positions/login_mfa_code_request, POST /positions/logout,
 * GET /positions/me. Cookies (session, MFA challenge) and the captcha header are set here: they
 * are HTTP concerns; the actions take plain values.
 */
import { ApiErrorCode, apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountContext } from '../accounts/AccountContext.js';
import { accountLocked, loadAccountState } from '../accounts/accountState.js';
import { mayEnterClosingAccount } from '../accounts/closingAccountAccess.js';
import { emailKey, rateLimited } from '../auth/rateLimit.js';
import { deleteSession, sessionCookieName } from '../auth/sessions.js';
import { clearLoginFailures, isCaptchaRequired, recordLoginFailure, requireCaptchaHeader } from '../captcha/loginFailures.js';
import { positionActor } from '../http/actor.js';
import { ApiHttpError, TooManyRequestsError } from '../http/ApiHttpError.js';
import { routeOptions } from '../http/routeOptions.js';
import { startSession } from '../http/sessionCookie.js';
import { login, mfaChallengeMs } from '../positions/login.js';
import { loadPositionWire } from '../positions/loadPositionWire.js';
import { lookupLoginMethods } from '../positions/lookupLoginMethods.js';
import { mfaCookieName, requestLoginMfaCode } from '../positions/requestLoginMfaCode.js';
import type { ServerDeps } from '../ServerDeps.js';

// Failures that count towards the captcha: a wrong password or a wrong security code.
const countedFailures = new Set<number | string>([ApiErrorCode.InvalidCredentials, ApiErrorCode.InvalidSecurityCode]);

/** Registers the session routes on an /api-prefixed instance. */
export function sessionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, rateLimiter } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Server time and session expiry go in headers so the client can detect clock skew and warn
  // before the session runs out (§7 ping).
  api.route({
    ...routeOptions(apiContract['GET /ping']),
    handler: async (request, reply) => {
      const now = new Date();
      reply.header('X-Flow-Server-Time', now.toISOString());
      if (request.auth.session) reply.header('X-Flow-Session-Expires', request.auth.session.expiresAt.toISOString());
      return { time: now.toISOString() };
    },
  });

  api.route({
    ...routeOptions(apiContract['GET /positions/login_method']),
    handler: async (request) => lookupLoginMethods(db, request.query.email),
  });

  // Rate limits run before validation, so malformed attempts count too. Per IP and email (one
  // account's password), then per IP across emails (many accounts).
  api.route({
    ...routeOptions(apiContract['POST /positions/login']),
    preValidation: [rateLimited(rateLimiter, 'login', rateLimiter.rules.login, emailKey), rateLimited(rateLimiter, 'login-ip', rateLimiter.rules.loginPerIp)],
    handler: async (request, reply) => {
      const outcome = await login(db, request.body, request.ip);
      if (outcome.kind === 'mfa') {
        reply.setCookie(mfaCookieName, outcome.challengeToken, {
          path: '/api/positions/',
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.production,
          maxAge: Math.floor(mfaChallengeMs / 1000),
        });
        return { mfa: outcome.mfa };
      }
      await startSession(db, request, reply, { positionId: outcome.positionId, persistent: outcome.persistent, production: deps.production });
      await clearLoginFailures(db, outcome.email);
      reply.clearCookie(mfaCookieName, { path: '/api/positions/' });
      return await loadPositionWire(db, outcome.positionId);
    },
    // Any failure past the rate limits (a refused body too) tells the client whether the next
    // try needs the captcha (§2 Login); wrong passwords and codes count towards it.
    onError: async (request, reply, error) => {
      const email = emailKey(request);
      if (!email || error instanceof TooManyRequestsError) return;
      if (error instanceof ApiHttpError && countedFailures.has(error.apiErrorCode)) await recordLoginFailure(db, email, request.ip);
      if (await isCaptchaRequired(db, email, request.ip)) reply.header(requireCaptchaHeader, '1');
    },
  });

  api.route({
    ...routeOptions(apiContract['POST /positions/login_mfa_code_request']),
    preValidation: rateLimited(rateLimiter, 'mfa-code', rateLimiter.rules.login),
    handler: async (request) =>
      requestLoginMfaCode(accountContext(deps, { ip: request.ip, log: request.log }), request.body.position_id, request.cookies[mfaCookieName]),
  });

  api.route({
    ...routeOptions(apiContract['POST /positions/logout']),
    handler: async (request, reply) => {
      const token = request.cookies[sessionCookieName];
      if (token) await deleteSession(db, token);
      reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.production });
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...routeOptions(apiContract['GET /positions/me']),
    handler: async (request) => {
      const { position } = positionActor(request);
      // A lock applies at once, not only at the next login (§6 "An account can be locked"); the
      // admins of a closing account keep their position (§7 cancellation).
      if ((await loadAccountState(db, position.accountId)).locked && !(await mayEnterClosingAccount(db, position))) throw accountLocked();
      return loadPositionWire(db, position.positionId);
    },
  });
}
