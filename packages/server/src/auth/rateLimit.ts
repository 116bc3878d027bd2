/**
 * Route-level rate limits for the account calls (DESIGN.md "Rate limits on login, code requests
 * and sign-up"): a preHandler counting the call in the shared store (rateLimits/) under
 * `{name}:{ip}:{key}` and answering 429 TOO_MANY_REQUESTS with the §8 body, a clear message and
 * Retry-After once the rule's allowance is used up.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimiter } from '../rateLimits/RateLimiter.js';
import type { RateLimitRule } from '../rateLimits/rateLimitRules.js';

/** The lower-cased `email` of a JSON body or query (at most 254 characters, an email's maximum), or ''. */
export function emailKey(request: FastifyRequest): string {
  const source = (request.body ?? request.query) as { email?: unknown } | undefined;
  return typeof source?.email === 'string' ? source.email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * A preHandler limiting the route to `rule.max` calls per `rule.timeWindow` ms per caller IP and
 * `key(request)` (default: per IP only). Runs after body parsing, so `key` may read the body.
 * Throws TooManyRequestsError (429 TOO_MANY_REQUESTS).
 */
export function rateLimited(limiter: RateLimiter, name: string, rule: RateLimitRule, key: (request: FastifyRequest) => string = () => ''): preHandlerAsyncHookHandler {
  return async (request) => {
    await limiter.enforce(`${name}:${request.ip}:${key(request)}`, rule);
  };
}
