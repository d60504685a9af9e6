import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/kysely.ts';
import { productionEnv, sqliteEnv, startServer, stopServer } from '../test/server-process.ts';
import { startTlsPostgres, type TlsPostgres } from '../test/tls-postgres.ts';

/** The session's TLS state as PostgreSQL sees it, over a pool made the way the server makes its own. */
async function sslOf(url: string): Promise<boolean> {
  const { db, close } = createDb({ databaseUrl: url, sqliteFile: '' });
  try {
    const { rows } = await sql<{ ssl: boolean }>`select ssl from pg_stat_ssl where pid = pg_backend_pid()`.execute(db);
    return rows[0]?.ssl === true;
  } finally {
    await close();
  }
}

const failure = (url: string) =>
  sslOf(url).then(
    () => 'connected',
    (err: Error) => err.message,
  );

/**
 * A managed PostgreSQL over TLS (docs/operations.md "Managed PostgreSQL with TLS"): a private PostgreSQL that takes
 * only TLS connections, its certificate for `localhost` signed by a CA of its own. With `sslmode=verify-full` and
 * that CA the server process starts and its connections are encrypted; the same URL with another CA, or to an
 * address the certificate does not name, is refused, and so is a plain-text connection.
 */
// On CI's PostgreSQL pass, where the PostgreSQL server binaries are installed.
describe.runIf(process.env.TEST_DATABASE_URL)('TLS to PostgreSQL', () => {
  let pg: TlsPostgres;
  const url = (query: string, host = 'localhost') => `postgres://postgres@${host}:${pg.port}/postgres?${query}`;
  beforeAll(async () => {
    pg = await startTlsPostgres();
  });
  afterAll(() => pg?.stop());

  it('verifies the server against the provider CA, and refuses any other certificate or plain text', async () => {
    const verified = url(`sslmode=verify-full&sslrootcert=${pg.caFile}`);
    expect(await sslOf(verified)).toBe(true);
    expect(await failure(url(`sslmode=verify-full&sslrootcert=${pg.otherCaFile}`))).toMatch(/certificate/i);
    expect(await failure(url(`sslmode=verify-full&sslrootcert=${pg.caFile}`, '127.0.0.1'))).toMatch(
      /does not match|altnames|certificate/i,
    );
    expect(await failure(url('sslmode=disable'))).toMatch(/no pg_hba.conf entry|rejects connection/);

    const data = sqliteEnv();
    try {
      const server = await startServer({ ...productionEnv(verified, data.dataDir), DEMO_SEED: '0' });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await stopServer(server);
    } finally {
      data.cleanup();
    }
  });
});
