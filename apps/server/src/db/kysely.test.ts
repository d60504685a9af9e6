import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startTcpProxy, throughProxy } from '../test/tcp-proxy.ts';
import { createDb } from './kysely.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

describe('the PostgreSQL pool', () => {
  it.runIf(pgUrl)('survives its connection being cut mid-query: the query fails, the next one succeeds', async () => {
    const url = new URL(pgUrl as string);
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    const { db, close } = createDb({ databaseUrl: throughProxy(pgUrl as string, proxy), sqliteFile: '' });
    try {
      const slow = sql`select pg_sleep(5)`.execute(db);
      const failed = expect(slow).rejects.toThrow(/terminated|ECONNRESET|closed/i);
      // Give the query time to reach the server, then drop the connection under it.
      await new Promise((r) => setTimeout(r, 200));
      await proxy.cut();
      await failed;

      await proxy.restore();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
      // The pool has since answered a new query, so the dropped client's 'error' event has been handled: uncaught,
      // it would have crashed a server process.
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await close();
      await proxy.close();
    }
  });
});
