/**
 * The rate-limit store in Redis, chosen when `REDIS_URL` is set: one key per counter. One MULTI
 * runs `SET key 0 PX windowMs NX` (opens the window on the first call only), `INCR` (keeps the
 * expiry) and `PTTL`, so the count and its window are set together; Redis drops ended windows.
 */
import { Redis } from 'ioredis';
import type { RateLimitStore } from './RateLimitStore.js';

/** Options: the Redis URL (`redis://host:port`) and a key prefix (default `inkflow:rate:`). */
export interface RedisRateLimitStoreOptions {
  url: string;
  keyPrefix?: string;
}

/**
 * A RateLimitStore in Redis (see RateLimitStore). Connects on first use; `close()` disconnects.
 * A Redis failure rejects `consume` (the API answers 500) rather than letting calls through.
 */
export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStore {
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const prefix = options.keyPrefix ?? 'inkflow:rate:';

  return {
    async consume(key, limit, windowMs) {
      const name = `${prefix}${key}`;
      const results = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      if (!results) throw new Error('Redis rate-limit transaction was aborted');
      for (const [error] of results) if (error) throw error;
      const count = Number(results[1]![1]);
      const ttl = Number(results[2]![1]);
      return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}
