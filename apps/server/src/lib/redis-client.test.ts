import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedis } from './redis-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** A logger that keeps each line's level and message. */
function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const line = (level: string) => (fields: unknown, msg?: string) => {
    lines.push(`${level} ${typeof fields === 'string' ? fields : msg}`);
  };
  const log = { info: line('info'), warn: line('warn'), error: line('error') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const clients: Redis[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

describe.runIf(redisUrl)('the Redis link in the log', () => {
  it('reports a lost connection and its return, even when the first reconnect succeeds', async () => {
    const { log, lines } = recordingLog();
    const redis = createRedis({ redisUrl, redisSentinel: undefined }, log) as Redis;
    const admin = new Redis(redisUrl as string);
    clients.push(redis, admin);
    await until(() => redis.status === 'ready');
    const id = await redis.client('ID');
    // Redis drops this one connection (a restart, a failover, an idle timeout) and answers the reconnect at once:
    // no connection error is ever raised, yet commands failed meanwhile.
    const back = once(redis, 'ready');
    expect(await admin.client('KILL', 'ID', String(id))).toBe(1);
    await back;
    expect(lines).toEqual([
      'warn Redis unreachable: serving degraded until it answers (rate limits per process, real-time within this process only)',
      'info Redis reachable again: rate limits and real-time shared across processes',
    ]);
    expect(await redis.ping()).toBe('PONG');
  });

  it('says nothing when the process itself closes the link', async () => {
    const { log, lines } = recordingLog();
    const redis = createRedis({ redisUrl, redisSentinel: undefined }, log) as Redis;
    await until(() => redis.status === 'ready');
    await redis.quit();
    await until(() => redis.status === 'end');
    expect(lines).toEqual([]);
  });
});
