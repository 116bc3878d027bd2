/**
 * The shared rate-limit store (DESIGN.md "Rate-limit counters and locks live in PostgreSQL or
 * Redis, never in one process's memory"). Every limit of the API counts through one of these, so
 * several server processes behind a load balancer enforce one limit together.
 *
 * Counting is in fixed windows that open at a key's first call: the first `consume` starts a
 * window of `windowMs`, each call in it adds one, and the first call after it ends starts the
 * next. Refused calls count too, but cannot extend the wait: the window's end is set once. (A
 * window anchored at the first call rather than at clock multiples means a caller who waits
 * out the window always gets a full allowance, and tests never straddle a boundary.)
 */

/** What `consume` decided: whether the call may proceed and, if not, how long to wait (ms). */
export interface RateLimitDecision {
  allowed: boolean;
  /** Milliseconds until the key's current window ends (0 < retryAfterMs <= windowMs). */
  retryAfterMs: number;
}

/** A counter store shared by every server process. */
export interface RateLimitStore {
  /**
   * Counts one call for `key` in its current window of `windowMs` milliseconds; allowed while
   * the count is at most `limit`. Atomic: concurrent calls from any process never over-admit.
   */
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** Releases connections the store opened itself (a database handle passed in stays open). */
  close(): Promise<void>;
}
