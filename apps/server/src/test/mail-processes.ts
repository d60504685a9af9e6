import { afterAll, beforeAll } from 'vitest';
import {
  pgQuery,
  privateSchema,
  productionEnv,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
} from './server-process.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

interface MailProcesses {
  /** The real SMTP server both processes send to. */
  sink: SmtpSink;
  /** A query on the test's private PostgreSQL schema. */
  sql<T>(query: string): Promise<T[]>;
  /** Starts two server processes together; each runs the scheduled jobs before it answers /readyz. */
  startTwo(): Promise<void>;
}

/**
 * For a scheduled e-mail that must go once however many processes run (meeting reminders, visitors' thanks): a
 * private schema migrated and seeded with the demo chapter by a first process that then stops, an SMTP sink, and
 * two processes to start once the test has added its rows. Nothing is shared between the processes but the database.
 * Call inside a describe; the hooks clean up after it.
 */
export function mailProcesses(pgUrl: string, redisUrl: string, prefix: string): MailProcesses {
  const nodes: ServerProcess[] = [];
  const cleanups: (() => unknown)[] = [];
  let env: Record<string, string> = {};
  let dbUrl = '';
  const world = {
    sink: undefined as unknown as SmtpSink,
    sql: <T>(query: string) => pgQuery<T>(dbUrl, query),
    startTwo: async () => {
      nodes.push(...(await Promise.all([startServer(env), startServer(env)])));
    },
  };
  beforeAll(async () => {
    const schema = await privateSchema(pgUrl, prefix);
    const data = sqliteEnv();
    world.sink = await startSmtpSink();
    cleanups.push(schema.drop, data.cleanup, () => world.sink.stop());
    dbUrl = schema.url;
    env = { ...productionEnv(schema.url, data.dataDir, redisUrl), SMTP_URL: world.sink.url };
    await stopServer(await startServer(env));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => stopServer(n)));
    for (const c of cleanups.reverse()) await c();
  }, 60_000);
  return world;
}
