/**
 * Per-route rate limits for the account calls (§9 / issue #3 "Rate limits on login, code
 * requests, sign-up and recovery"): @fastify/rate-limit route config answering 429 with the §8
 * body and a clear message.
 */
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** The lower-cased `email` of a JSON body or query, or ''. */
export function emailKey(request: FastifyRequest): string {
  const source = (request.body ?? request.query) as { email?: unknown } | undefined;
  return typeof source?.email === 'string' ? source.email.trim().toLowerCase() : '';
}

/**
 * Route config limiting `max` calls per `timeWindow` ms per key (`name`, IP, and `key(request)`).
 */
export function rateLimitConfig(name: string, limit: { max: number; timeWindow: number }, key: (request: FastifyRequest) => string = () => '') {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}:${key(request)}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        new ApiHttpError(429, 'TOO_MANY_REQUESTS', `Too many attempts, try again in ${context.after}`),
    },
  };
}
