/**
 * Where Redis is (docs/redis.md): one address (REDIS_URL), or a master found through Redis Sentinel
 * (REDIS_SENTINELS + REDIS_SENTINEL_MASTER) so a failover needs no change of configuration. Never both.
 */
import { z } from 'zod';

export interface RedisSentinelConfig {
  /** Asked in turn for the current master's address; three or more on separate machines in production. */
  readonly sentinels: readonly { readonly host: string; readonly port: number }[];
  /** The name the sentinels monitor the master under (`sentinel monitor <name> …`). */
  readonly masterName: string;
  /** The master's and replicas' password (`requirepass`); REDIS_URL carries its own. */
  readonly password: string | undefined;
  /** The sentinels' own password, when they have one (`requirepass` in sentinel.conf). */
  readonly sentinelPassword: string | undefined;
}

const DEFAULT_SENTINEL_PORT = 26379;
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** The environment variables read here, added to the configuration schema. */
export const redisEnvShape = {
  REDIS_SENTINELS: optionalString,
  REDIS_SENTINEL_MASTER: optionalString,
  REDIS_SENTINEL_PASSWORD: optionalString,
  REDIS_PASSWORD: optionalString,
};

type RedisEnv = { REDIS_URL?: string | undefined } & { [K in keyof typeof redisEnvShape]?: string | undefined };

/** `host:port`, `host` (port 26379) or `[ipv6]:port`; undefined when the entry is not one. */
function parseSentinel(entry: string): { host: string; port: number } | undefined {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^\s:[\]]+))(?::(\d{1,5}))?$/.exec(entry);
  if (!m) return undefined;
  const port = m[3] === undefined ? DEFAULT_SENTINEL_PORT : Number(m[3]);
  if (port < 1 || port > 65535) return undefined;
  return { host: (m[1] ?? m[2]) as string, port };
}

const entries = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Every way the Redis settings contradict each other, as `[setting, message]`: the server refuses to start. */
export function redisProblems(e: RedisEnv): [string, string][] {
  const problems: [string, string][] = [];
  if (e.REDIS_URL && e.REDIS_SENTINELS) {
    problems.push([
      'REDIS_SENTINELS',
      'set REDIS_URL (one Redis) or REDIS_SENTINELS with REDIS_SENTINEL_MASTER (Redis Sentinel), not both',
    ]);
  }
  if (e.REDIS_SENTINELS && !e.REDIS_SENTINEL_MASTER) {
    problems.push([
      'REDIS_SENTINEL_MASTER',
      'required with REDIS_SENTINELS: the name the sentinels monitor the master under, e.g. REDIS_SENTINEL_MASTER=chapter',
    ]);
  }
  if (!e.REDIS_SENTINELS) {
    for (const name of ['REDIS_SENTINEL_MASTER', 'REDIS_SENTINEL_PASSWORD', 'REDIS_PASSWORD'] as const) {
      if (e[name]) {
        problems.push([
          name,
          'only used with REDIS_SENTINELS (REDIS_URL carries its own password: redis://:password@host:6379)',
        ]);
      }
    }
  }
  if (e.REDIS_SENTINELS) {
    const list = entries(e.REDIS_SENTINELS);
    const bad = list.filter((s) => !parseSentinel(s));
    if (list.length === 0 || bad.length > 0) {
      problems.push([
        'REDIS_SENTINELS',
        `a comma-separated list of sentinel addresses, e.g. 10.0.0.1:26379,10.0.0.2:26379,10.0.0.3:26379${
          bad.length > 0 ? ` (not an address: ${bad.join(', ')})` : ''
        }`,
      ]);
    }
  }
  return problems;
}

/** The Sentinel settings, once redisProblems found none; undefined when Redis is reached by REDIS_URL or not at all. */
export function redisSentinel(e: RedisEnv): RedisSentinelConfig | undefined {
  if (!e.REDIS_SENTINELS || !e.REDIS_SENTINEL_MASTER) return undefined;
  return {
    sentinels: entries(e.REDIS_SENTINELS).map((s) => parseSentinel(s) as { host: string; port: number }),
    masterName: e.REDIS_SENTINEL_MASTER,
    password: e.REDIS_PASSWORD,
    sentinelPassword: e.REDIS_SENTINEL_PASSWORD,
  };
}
