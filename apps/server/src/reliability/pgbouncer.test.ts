import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type PgBouncer, startPgBouncer } from '../test/pgbouncer.ts';
import {
  api,
  login,
  pgQuery,
  productionEnv,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
  tokenUserId,
} from '../test/server-process.ts';
import { withDatabase } from '../test/test-databases.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 2000;
const MEMBERS = ['member1@demo.test', 'president@demo.test', 'vp@demo.test', 'secretary@demo.test'];

/**
 * The server behind PgBouncer in transaction mode (docs/operations.md "PgBouncer"): each transaction may run on
 * another server connection, so named prepared statements, SET and session advisory locks would go astray. A
 * real server process migrates an empty database through it, seeds, signs members in, records an activity and
 * reads it back, and runs requests side by side on two server connections; the statement timeout set on the
 * database applies, and a server configured for another timeout refuses to start.
 */
describe.runIf(pgUrl)('behind PgBouncer in transaction mode', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 30_000);

  it('migrates, serves and times statements out through PgBouncer', async () => {
    const upstream = pgUrl as string;
    const database = `t_${inject('databaseRun')}_pgbouncer_${randomBytes(4).toString('hex')}`;
    await pgQuery(upstream, `create database "${database}"`);
    cleanups.push(() => pgQuery(upstream, `drop database if exists "${database}" with (force)`));
    // Behind PgBouncer the app's startup parameter is dropped: the timeout is the database's (or the role's).
    await pgQuery(upstream, `alter database "${database}" set statement_timeout = ${TIMEOUT_MS}`);
    const direct = withDatabase(upstream, database);
    const bouncer: PgBouncer = await startPgBouncer(direct, 2);
    cleanups.push(bouncer.stop);
    const data = sqliteEnv();
    cleanups.push(data.cleanup);
    const env = {
      ...productionEnv(bouncer.url, data.dataDir),
      DATABASE_POOL_MAX: '8',
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    };
    const server: ServerProcess = await startServer(env);
    cleanups.push(() => stopServer(server));

    // The migrations' lock ended with their transaction: none is left on a pooled server connection.
    const locks = await pgQuery<{ n: string }>(
      direct,
      "select count(*) as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
    );
    expect(Number(locks[0]?.n)).toBe(0);

    // Side by side: eight client connections over two server connections; every answer is its own caller's.
    const tokens = await Promise.all(MEMBERS.map((email) => login(server.url, email)));
    for (let round = 0; round < 5; round++) {
      const profiles = await Promise.all(
        tokens.map(async (token) => (await (await api(server.url, token, '/api/profile')).json()) as { email: string }),
      );
      expect(profiles.map((p) => p.email)).toEqual(MEMBERS);
    }

    const [giver, receiver] = tokens as [string, string];
    const created = await api(server.url, giver, '/api/activities', {
      method: 'POST',
      body: {
        type: 'referral',
        receiverId: tokenUserId(receiver),
        prospectName: 'Pooled Prospect',
        prospectContact: 'pooled@example.test',
        description: 'Recorded through PgBouncer',
        temperature: 3,
        scope: 'outside',
        clientRequestId: `pgbouncer-${randomBytes(4).toString('hex')}`,
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await api(server.url, receiver, `/api/activities/${id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id,
      type: 'referral',
      giver: { id: tokenUserId(giver) },
      receiver: { id: tokenUserId(receiver) },
    });

    // A statement stuck behind another session's lock ends at the database's timeout with a 503.
    const locker = new pg.Client({ connectionString: direct });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const stuck = await api(server.url, giver, '/api/profile');
      expect(stuck.status).toBe(503);
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    expect((await api(server.url, giver, '/api/profile')).status).toBe(200);

    // A server that expects another timeout than the one PostgreSQL applies says so and does not start.
    const refused = await startServer({ ...env, DATABASE_STATEMENT_TIMEOUT_MS: '9000' }).then(
      async (started) => {
        await stopServer(started);
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(refused).toMatch(/statement_timeout = 2000 ms[^\n]*not the 9000 ms[^\n]*ALTER ROLE/);
  });
});
