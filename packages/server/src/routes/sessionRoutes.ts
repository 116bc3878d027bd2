/**
 * Session and account calls of §7: GET /ping, GET /positions/login_method, POST
 * /positions/login, POST /positions/login_mfa_code_request, POST /positions/logout,
 * GET /positions/me. Shapes: docs/accounts-api.md.
 */
import { ApiErrorCode } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import { accountContext } from '../accounts/AccountContext.js';
import { accountLocked, loadAccountState } from '../accounts/accountState.js';
import { emailKey, rateLimited } from '../auth/rateLimit.js';
import { startSession } from '../auth/sessionCookie.js';
import { deleteSession, sessionCookieName } from '../auth/sessions.js';
import { clearLoginFailures, isCaptchaRequired, recordLoginFailure, requireCaptchaHeader } from '../captcha/loginFailures.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { requirePosition } from '../http/requestAuth.js';
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

  // Server time and session expiry go in headers so the client can detect clock skew and warn
  // before the session runs out (§7 ping).
  app.get('/ping', async (request, reply) => {
    const now = new Date();
    reply.header('X-Flow-Server-Time', now.toISOString());
    if (request.auth.session) reply.header('X-Flow-Session-Expires', request.auth.session.expiresAt.toISOString());
    return { time: now.toISOString() };
  });

  app.get('/positions/login_method', async (request) => lookupLoginMethods(db, request.query));

  // Per IP and email (one account's password), then per IP across emails (many accounts).
  const loginLimits = [rateLimited(rateLimiter, 'login', rateLimiter.rules.login, emailKey), rateLimited(rateLimiter, 'login-ip', rateLimiter.rules.loginPerIp)];
  app.post('/positions/login', { preHandler: loginLimits }, async (request, reply) => {
    const email = emailKey(request);
    try {
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
    } catch (error) {
      if (error instanceof ApiHttpError && email) {
        if (countedFailures.has(error.apiErrorCode)) await recordLoginFailure(db, email, request.ip);
        if (await isCaptchaRequired(db, email, request.ip)) reply.header(requireCaptchaHeader, '1');
      }
      throw error;
    }
  });

  app.post('/positions/login_mfa_code_request', { preHandler: rateLimited(rateLimiter, 'mfa-code', rateLimiter.rules.login) }, async (request) =>
    requestLoginMfaCode(accountContext(request, deps), request.body, request.cookies[mfaCookieName]),
  );

  app.post('/positions/logout', async (request, reply) => {
    const token = request.cookies[sessionCookieName];
    if (token) await deleteSession(db, token);
    reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.production });
    return reply.status(204).send();
  });

  app.get('/positions/me', async (request) => {
    const session = requirePosition(request);
    // A lock applies at once, not only at the next login (§6 "An account can be locked").
    if ((await loadAccountState(db, session.accountId)).locked) throw accountLocked();
    return loadPositionWire(db, session.positionId);
  });
}
