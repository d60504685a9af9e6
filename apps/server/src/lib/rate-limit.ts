import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type Limiter = RateLimiterMemory | RateLimiterRedis;

/** A limiter in memory, or in Redis when one is configured so every server process shares the count. */
export function createLimiter(opts: IRateLimiterOptions & { keyPrefix: string }, redis?: Redis): Limiter {
  return redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
}

interface ConsumeResult {
  allowed: boolean;
  remaining: number;
  msBeforeNext: number;
}

/** Atomically takes a point. Store errors propagate (they mean the store is down). */
export async function consume(limiter: Limiter, key: string): Promise<ConsumeResult> {
  try {
    const res = await limiter.consume(key);
    return { allowed: true, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { allowed: false, remaining: 0, msBeforeNext: err.msBeforeNext };
    throw err;
  }
}

/** True when the key has used up its points, without taking one. */
export async function isBlocked(limiter: Limiter, key: string): Promise<ConsumeResult> {
  const res = await limiter.get(key);
  if (!res) return { allowed: true, remaining: limiter.points, msBeforeNext: 0 };
  const allowed = res.consumedPoints < limiter.points;
  return { allowed, remaining: Math.max(0, res.remainingPoints), msBeforeNext: res.msBeforeNext };
}
