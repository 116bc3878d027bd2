/**
 * The rate-limit store in PostgreSQL or PGlite (the default): table `rate_limit_counters`, one row
 * per key, counted by `INSERT ... ON CONFLICT (key) DO UPDATE ... RETURNING count, expires_at`,
 * which restarts the count when the stored window has ended. The upsert is one statement, so
 * concurrent calls from any number of server processes are serialised on the row and never
 * over-admit.
 */
import { createHash } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { rateLimitCounters } from '../db/schema-accounts.js';
import type { RateLimitStore } from './RateLimitStore.js';

/** Options: the clock (epoch ms; tests move it) and how often finished windows are pruned. */
export interface DatabaseRateLimitStoreOptions {
  now?: () => number;
  /** Minimum ms between two prunes of finished windows by this process (default one minute). */
  pruneEveryMs?: number;
}

// Keys embed caller input (an email); longer ones are stored as their hash to fit the column.
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/**
 * A RateLimitStore on `db` (see RateLimitStore). Must not be called inside a transaction of the
 * same PGlite handle: PGlite runs one transaction at a time, so the call would wait forever.
 */
export function createDatabaseRateLimitStore(db: Db, options: DatabaseRateLimitStoreOptions = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  let lastPrune = Number.NEGATIVE_INFINITY;

  return {
    async consume(key, limit, windowMs) {
      const at = new Date(now());
      // Pruning is housekeeping, not correctness (an ended window restarts on its next call), so
      // once a minute per process keeps the table small without a second statement per call.
      if (at.getTime() - lastPrune >= pruneEveryMs) {
        lastPrune = at.getTime();
        await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, at));
      }
      const ended = sql`${rateLimitCounters.expiresAt} <= ${at.toISOString()}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: storedKey(key), count: 1, expiresAt: new Date(at.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
            expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { allowed: row.count <= limit, retryAfterMs: Math.max(1, row.expiresAt.getTime() - at.getTime()) };
    },
    async close() {},
  };
}
