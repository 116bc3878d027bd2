/**
 * Applies the API's rate limits: counts a call in the shared store and refuses it with 429 once
 * its key has used up the rule's allowance.
 */
import { TooManyRequestsError } from '../http/ApiHttpError.js';
import type { RateLimitRule, RateLimitRules } from './rateLimitRules.js';
import type { RateLimitStore } from './RateLimitStore.js';

/** The store and the rules of a server. */
export interface RateLimiter {
  readonly store: RateLimitStore;
  readonly rules: RateLimitRules;
  /**
   * Counts one call for `key` under `rule`. Throws TooManyRequestsError (429 TOO_MANY_REQUESTS,
   * message `{what}, try again in {wait}`, with the wait as Retry-After) once the key is over the
   * limit in the current window. `what` defaults to "Too many attempts".
   */
  enforce(key: string, rule: RateLimitRule, what?: string): Promise<void>;
}

/** A RateLimiter over `store` with `rules`. */
export function createRateLimiter(store: RateLimitStore, rules: RateLimitRules): RateLimiter {
  return {
    store,
    rules,
    async enforce(key, rule, what = 'Too many attempts') {
      const decision = await store.consume(key, rule.max, rule.timeWindow);
      if (!decision.allowed) throw new TooManyRequestsError(`${what}, try again in ${describeWait(decision.retryAfterMs)}`, decision.retryAfterMs);
    },
  };
}

/** A wait in words, rounded up: "45 seconds", "1 minute", "12 minutes", "3 hours". */
export function describeWait(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < 60_000) return plural(Math.max(1, Math.ceil(ms / 1000)), 'second');
  if (ms <= 2 * 3_600_000) return plural(Math.ceil(ms / 60_000), 'minute');
  return plural(Math.ceil(ms / 3_600_000), 'hour');
}
