/**
 * Session and account calls of §7: GET /ping, GET /positions/login_method, POST
 * /positions/login, POST /positions/logout, GET /positions/me.
 */
import { emailSchema } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteSession, persistentSessionMs, sessionCookieName } from '../auth/sessions.js';
import { ApiHttpError, parseOrThrow } from '../http/ApiHttpError.js';
import { requirePosition } from '../http/requestAuth.js';
import { login } from '../positions/login.js';
import { loadPositionWire } from '../positions/loadPositionWire.js';
import type { ServerDeps } from '../ServerDeps.js';

/** Registers the session routes on an /api-prefixed instance. */
export function sessionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  // Server time and session expiry go in headers so the client can detect clock skew and warn
  // before the session runs out (§7 ping).
  app.get('/ping', async (request, reply) => {
    const now = new Date();
    reply.header('X-Flow-Server-Time', now.toISOString());
    if (request.auth.session) reply.header('X-Flow-Session-Expires', request.auth.session.expiresAt.toISOString());
    return { time: now.toISOString() };
  });

  app.get('/positions/login_method', async (request) => {
    parseOrThrow(z.object({ email: emailSchema }), request.query);
    // Password is the only method until SSO (§6) arrives; the answer never reveals whether the email exists.
    return { login_methods: ['password'] };
  });

  app.post(
    '/positions/login',
    {
      config: {
        rateLimit: {
          max: deps.loginRateLimit.max,
          timeWindow: deps.loginRateLimit.timeWindow,
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined;
            const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
            return `login:${request.ip}:${email}`;
          },
          errorResponseBuilder: (_request, context) =>
            new ApiHttpError(429, 'TOO_MANY_REQUESTS', `Too many login attempts, try again in ${context.after}`),
        },
      },
    },
    async (request, reply) => {
      const old = request.cookies[sessionCookieName];
      const session = await login(db, request.body);
      // Rotate: a session id planted before login (session fixation) dies here.
      if (old) await deleteSession(db, old);
      reply.setCookie(sessionCookieName, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.production,
        ...(session.persistent ? { maxAge: Math.floor(persistentSessionMs / 1000) } : {}),
      });
      reply.header('X-Flow-Session-Expires', session.expiresAt.toISOString());
      return loadPositionWire(db, session.positionId);
    },
  );

  app.post('/positions/logout', async (request, reply) => {
    const token = request.cookies[sessionCookieName];
    if (token) await deleteSession(db, token);
    reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.production });
    return reply.status(204).send();
  });

  app.get('/positions/me', async (request) => loadPositionWire(db, requirePosition(request).positionId));

}
