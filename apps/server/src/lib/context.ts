import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db, Dialect } from '../db/kysely.ts';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';
import type { Clock } from './clock.ts';
import type { Mail } from './mail.ts';

/** Everything a module's service needs, built once in buildApp and passed down explicitly. */
export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly dialect: Dialect;
  readonly clock: Clock;
  readonly mail: Mail;
  readonly redis: Redis | undefined;
  readonly log: FastifyBaseLogger;
  /** Real-time publishing (`publish` after commit) and socket closing for revoked sessions. */
  readonly realtime: RealtimeHub;
}
