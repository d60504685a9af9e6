import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/** What the app asks of a limiter: take points atomically (a RateLimiterRes thrown past the budget), give back, clear. */
export interface Limiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/**
 * While Redis is away: `memory` counts in this process alone (each process grants the whole budget, and the count
 * kept in Redis is back when it is), `refuse` fails the call (the 503 of a backing service) for budgets that must
 * never be exceeded (docs/redis.md "Without Redis").
 */
type WithoutRedis = 'memory' | 'refuse';

/**
 * A limiter in memory, or in Redis when one is configured so every server process shares the count. A Redis
 * limiter does not wait for a Redis that is not connected: it answers from its memory insurance at once.
 */
export function createLimiter(
  opts: IRateLimiterOptions & { keyPrefix: string },
  redis?: Redis,
  withoutRedis: WithoutRedis = 'memory',
): Limiter {
  if (!redis) return new RateLimiterMemory(opts);
  if (withoutRedis === 'refuse') return new RateLimiterRedis({ ...opts, storeClient: redis });
  return new RateLimiterRedis({
    ...opts,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(opts),
  });
}

interface ConsumeResult {
  allowed: boolean;
  remaining: number;
  msBeforeNext: number;
}

/**
 * Atomically takes a point. Store errors propagate (they mean the store is down). Take it before the work it
 * guards and give it back (`limiter.reward`) when only failures should count: checking first and charging after
 * lets parallel requests all pass the check.
 */
export async function consume(limiter: Limiter, key: string): Promise<ConsumeResult> {
  try {
    const res = await limiter.consume(key);
    return { allowed: true, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { allowed: false, remaining: 0, msBeforeNext: err.msBeforeNext };
    throw err;
  }
}

/** Whole seconds until a budget refills (at least 1), as the reset headers give them. */
export const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** 429 RATE_LIMIT with `retryAfter` and the reset headers (seconds) clients count down from. */
export function rateLimitError(msBeforeNext: number, message: string): AppError {
  const seconds = secondsUntil(msBeforeNext);
  return new AppError(
    'RATE_LIMIT',
    message,
    { retryAfter: seconds },
    { 'X-RateLimit-Reset': String(seconds), 'Retry-After': String(seconds) },
  );
}
