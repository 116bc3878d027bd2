/** Client error routes (§8 Error reporting, core contract/clientErrorsContract.ts): POST /client_errors. */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimited } from '../auth/rateLimit.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { logClientErrors } from './logClientErrors.js';

/** Registers the client error route on an /api-prefixed instance. */
export function clientErrorRoutes(app: FastifyInstance, { rateLimiter }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /client_errors']),
    // Stores nothing and needs no session: the embed, in a third-party frame, cannot read the XSRF cookie.
    config: { antiForgery: false },
    preHandler: rateLimited(rateLimiter, 'client-errors', rateLimiter.rules.clientErrors),
    handler: async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      logClientErrors(request.log, request.body.items, { ip: request.ip, ...(userAgent ? { userAgent } : {}) });
      return reply.status(204).send(null);
    },
  });
}
