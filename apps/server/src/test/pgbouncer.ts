import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../ops/free-port.ts';
import { startDaemon } from './daemon.ts';

const PGBOUNCER_BIN = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  port: number;
  /** A URL for the app: database `chapter` on this PgBouncer, as user `user` of the upstream URL. */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A private PgBouncer (Debian's `pgbouncer`) in transaction mode on a free port, in front of one database of the
 * machine's PostgreSQL: the set-up docs/operations.md "PgBouncer" describes, with trust authentication on
 * 127.0.0.1 instead of a password file. `serverConnections` is small so the app's connections share few server
 * connections and any session state would leak from one to another.
 */
export async function startPgBouncer(upstream: string, serverConnections = 2): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_BIN)) throw new Error(`${PGBOUNCER_BIN} not found: apt-get install pgbouncer`);
  const u = new URL(upstream);
  const user = decodeURIComponent(u.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-pgbouncer-'));
  // PgBouncer refuses to run as root: it then runs as `nobody`, which must read its files.
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `chapter = host=${u.hostname} port=${u.port || 5432} dbname=${u.pathname.slice(1)} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 200',
      // The app asks for its statement timeout at connect; behind PgBouncer the database's default applies.
      'ignore_startup_parameters = statement_timeout',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asUser = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const daemon = await startDaemon('pgbouncer', PGBOUNCER_BIN, [...asUser, ini], { dir, port, timeoutMs: 10_000 });
  return {
    port,
    url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/chapter`,
    output: daemon.output,
    stop: daemon.stop,
  };
}
