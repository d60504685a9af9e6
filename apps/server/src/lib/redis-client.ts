import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * Commands fail at once while Redis is away (no offline queue, one retry): every caller has an answer without it
 * (docs/redis.md "Without Redis"), and a request must not wait for a reconnect.
 */
const FAIL_FAST: RedisOptions = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false };

type RedisSettings = Pick<Config, 'redisUrl' | 'redisSentinel'>;

/** Where Redis is, for the log: the address or the sentinels and master name, never a password. */
function describeRedis(config: RedisSettings): string {
  if (config.redisSentinel) {
    const { sentinels, masterName } = config.redisSentinel;
    const list = sentinels.map((s) => (s.host.includes(':') ? `[${s.host}]:${s.port}` : `${s.host}:${s.port}`));
    return `master "${masterName}" through sentinels ${list.join(',')}`;
  }
  if (!config.redisUrl) return 'none';
  try {
    const url = new URL(config.redisUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The shared command connection: to REDIS_URL, or to whichever server the sentinels name master. With Sentinel,
 * ioredis asks the sentinels again on every reconnect, and `failoverDetector` makes it reconnect as soon as they
 * announce a new master instead of when the old one stops answering. Undefined when no Redis is configured.
 */
export function createRedis(config: RedisSettings, log: FastifyBaseLogger): Redis | undefined {
  let redis: Redis;
  if (config.redisSentinel) {
    const s = config.redisSentinel;
    redis = new Redis({
      ...FAIL_FAST,
      sentinels: s.sentinels.map((a) => ({ host: a.host, port: a.port })),
      name: s.masterName,
      password: s.password,
      sentinelPassword: s.sentinelPassword,
      failoverDetector: true,
    });
  } else if (config.redisUrl) {
    redis = new Redis(config.redisUrl, FAIL_FAST);
  } else {
    return undefined;
  }
  watchOutages(redis, log, describeRedis(config));
  return redis;
}

/**
 * One warning when the link goes down (or is down from the start) and one line when it is back, instead of a
 * line for every reconnect attempt: an outage reads as two lines however long it lasts.
 *
 * A lost link is reported when ioredis schedules its reconnect, not only on a failed attempt: a Redis restarted
 * quickly answers the first attempt, and there is then no error at all, yet the process did run degraded (and the
 * counts Redis held are gone).
 */
function watchOutages(redis: Redis, log: FastifyBaseLogger, where: string): void {
  let everReady = false;
  let reported = false;
  const report = (err: string) => {
    if (reported) return;
    reported = true;
    log.warn(
      { err, redis: where },
      everReady
        ? 'Redis unreachable: serving degraded until it answers (rate limits per process, real-time within this process only)'
        : 'Redis unreachable at start: serving degraded until it answers (rate limits per process, real-time within this process only)',
    );
  };
  redis.on('error', (err: Error) => report(err.message));
  // Only an unintended close schedules a reconnect (quit() on shutdown ends the connection instead).
  redis.on('reconnecting', () => {
    if (everReady) report('connection lost');
  });
  redis.on('ready', () => {
    if (reported)
      log.info({ redis: where }, 'Redis reachable again: rate limits and real-time shared across processes');
    everReady = true;
    reported = false;
  });
}
