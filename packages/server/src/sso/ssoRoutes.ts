/**
 * SSO routes (§6, §2 Login): GET /sso/start and GET /sso/callback (browser redirects), and the
 * account settings GET/PUT /accounts/{id}/sso. Failures of the redirects go to
 * `/login?error=<reason>` (§8 SSO login errors), never to an error body the browser would show raw.
 */
import { apiContract, safeReturnPath } from '@inkflow/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import { startSession } from '../http/sessionCookie.js';
import type { ServerDeps } from '../ServerDeps.js';
import { finishSso } from './finishSso.js';
import { ssoLoginMs, startSso } from './startSso.js';
import { SsoError } from './SsoError.js';
import { getSsoSettings, updateSsoSettings } from './ssoSettings.js';

const stateCookie = 'inkflow_sso';

/** Registers the SSO routes on an /api-prefixed instance. */
export function ssoRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fail = (reply: FastifyReply, error: unknown, log: { warn(o: object, m: string): void; error(o: object, m: string): void }) => {
    const reason = error instanceof SsoError ? error.reason : 'runtime-problems';
    if (error instanceof SsoError) log.warn({ reason, detail: error.message }, 'sso login failed');
    else log.error({ err: error }, 'sso login failed');
    return reply.redirect(`/login?error=${reason}`, 302);
  };

  api.route({
    ...routeOptions(apiContract['GET /sso/start']),
    handler: async (request, reply) => {
      try {
        const { url, state } = await startSso(deps.db, {
          query: request.query,
          origin: deps.publicOrigin,
          production: deps.production,
        });
        reply.setCookie(stateCookie, state, { path: '/api/sso/', httpOnly: true, sameSite: 'lax', secure: deps.production, maxAge: Math.floor(ssoLoginMs / 1000) });
        return reply.redirect(url, 302);
      } catch (error) {
        return fail(reply, error, request.log);
      }
    },
  });

  api.route({
    ...routeOptions(apiContract['GET /sso/callback']),
    handler: async (request, reply) => {
      reply.clearCookie(stateCookie, { path: '/api/sso/' });
      try {
        const origin = deps.publicOrigin;
        const result = await finishSso(deps.db, {
          callbackUrl: new URL(request.url, origin),
          stateCookie: request.cookies[stateCookie],
          production: deps.production,
        });
        await startSession(deps.db, request, reply, { positionId: result.positionId, persistent: result.persistent, production: deps.production });
        // Checked again on the way out: a row stored under an older rule must not redirect off-site either.
        return reply.redirect(safeReturnPath(result.returnTo) ?? '/', 302);
      } catch (error) {
        return fail(reply, error, request.log);
      }
    },
  });

  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/sso']),
    handler: async (request) => getSsoSettings(deps.db, positionActor(request), request.params.id, deps.publicOrigin),
  });
  api.route({
    ...routeOptions(apiContract['PUT /accounts/:id/sso']),
    handler: async (request) => updateSsoSettings(deps.db, positionActor(request), request.params.id, request.body, deps.publicOrigin),
  });
}
