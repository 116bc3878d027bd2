/**
 * Account calls of §7 beyond login (shapes: docs/accounts-api.md): recovery, change email,
 * sign-up and its token, invites, and the position's two-step settings.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coercedIdSchema } from '@inkflow/core';
import { z } from 'zod';
import { accountContext } from '../accounts/AccountContext.js';
import { emailKey, rateLimited } from '../auth/rateLimit.js';
import { startSession } from '../auth/sessionCookie.js';
import type { SessionPosition } from '../auth/sessions.js';
import { accessDenied, parseOrThrow } from '../http/ApiHttpError.js';
import { requirePosition } from '../http/requestAuth.js';
import { checkRecoveryToken } from '../positions/checkRecoveryToken.js';
import { confirmEmailChange } from '../positions/confirmEmailChange.js';
import { disableMfa } from '../positions/disableMfa.js';
import { invitePosition } from '../positions/invitePosition.js';
import { loadPositionWire } from '../positions/loadPositionWire.js';
import { mfaSettingsWire } from '../positions/mfaSettingsWire.js';
import { requestEmailChange } from '../positions/requestEmailChange.js';
import { requestPasswordRecovery } from '../positions/requestPasswordRecovery.js';
import { resetPassword } from '../positions/resetPassword.js';
import { requestMfaChannelCode, setMfaChannel } from '../positions/setMfaChannel.js';
import { validateMfaChannel } from '../positions/validateMfaChannel.js';
import type { ServerDeps } from '../ServerDeps.js';
import { completeSignup } from '../signup/completeSignup.js';
import { lookupSignupToken } from '../signup/lookupSignupToken.js';
import { requestSignup } from '../signup/requestSignup.js';

const tokenParams = z.object({ token: z.string().min(1).max(100) });
const idParams = z.object({ id: coercedIdSchema('id') });

/** The signed-in position, which must be the `{id}` of the path (403 99 otherwise). */
function requireSelf(request: FastifyRequest): SessionPosition {
  const session = requirePosition(request);
  if (parseOrThrow(idParams, request.params).id !== session.positionId) throw accessDenied();
  return session;
}

/** Registers the account routes on an /api-prefixed instance. */
export function accountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const { rateLimiter } = deps;
  const limit = rateLimiter.rules.login;

  app.post('/positions/forgot_password', { preHandler: rateLimited(rateLimiter, 'recovery', limit, emailKey) }, async (request) =>
    requestPasswordRecovery(accountContext(request, deps), request.body),
  );
  app.get('/positions/forgot_password/:token', { preHandler: rateLimited(rateLimiter, 'recovery-check', limit) }, async (request) =>
    checkRecoveryToken(db, parseOrThrow(tokenParams, request.params).token),
  );
  app.post('/positions/forgot_password/:token', { preHandler: rateLimited(rateLimiter, 'recovery-reset', limit) }, async (request) =>
    resetPassword(db, parseOrThrow(tokenParams, request.params).token, request.body),
  );

  app.post('/positions/:id/change_email', async (request) => requestEmailChange(accountContext(request, deps), requireSelf(request).positionId, request.body));
  app.post('/positions/change_email/:token', async (request) => confirmEmailChange(db, parseOrThrow(tokenParams, request.params).token, request.auth.session));

  app.post('/positions/signup', { preHandler: rateLimited(rateLimiter, 'signup', limit) }, async (request) => requestSignup(accountContext(request, deps), request.body));
  app.get('/positions/signup_step2', { preHandler: rateLimited(rateLimiter, 'signup-check', limit) }, async (request) => lookupSignupToken(db, request.query));
  app.post('/positions/signup_step2', { preHandler: rateLimited(rateLimiter, 'signup-complete', limit) }, async (request, reply) => {
    const { positionId } = await completeSignup(db, request.body);
    // Signing up logs in (§2 "Success goes to /"), as a browser session like a login without Remember me.
    await startSession(db, request, reply, { positionId, persistent: false, production: deps.production });
    return loadPositionWire(db, positionId);
  });

  app.post('/positions/invite', { preHandler: rateLimited(rateLimiter, 'invite', rateLimiter.rules.invitePerIp) }, async (request) =>
    invitePosition(accountContext(request, deps), requirePosition(request), request.body),
  );

  app.get('/positions/:id/mfa/', async (request) => mfaSettingsWire(db, requireSelf(request).positionId));
  app.post('/positions/:id/mfa/', async (request) => setMfaChannel(accountContext(request, deps), requireSelf(request), request.body));
  app.delete('/positions/:id/mfa/', async (request) => disableMfa(db, requireSelf(request).positionId, request.body));
  app.post('/positions/:id/mfa/code_request', { preHandler: rateLimited(rateLimiter, 'mfa-channel-code', limit) }, async (request) =>
    requestMfaChannelCode(accountContext(request, deps), requireSelf(request)),
  );
  app.post('/positions/:id/mfa/channel_validate', { preHandler: rateLimited(rateLimiter, 'mfa-validate', limit) }, async (request) =>
    validateMfaChannel(db, requireSelf(request).positionId, request.body),
  );
}
