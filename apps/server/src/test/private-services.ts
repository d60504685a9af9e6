import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../ops/free-port.ts';

/**
 * A PostgreSQL cluster and a redis-server of a test's own, on free ports, that the test may stop and start again
 * (a restart of the service itself, not a cut connection). The machine's shared PostgreSQL and Redis are never
 * touched. Nothing is kept: the cluster runs without fsync and Redis without persistence.
 */
interface PrivateService {
  url: string;
  /** Stops the service (PostgreSQL: fast shutdown, sessions ended; Redis: SIGTERM) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it answers queries. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
  output(): string;
}

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';

export const privateServicesAvailable = () =>
  existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'postgres')) && existsSync(REDIS_SERVER);

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` (else `nobody`) account. */
function serviceAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const users = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const f = users.find((l) => l.startsWith(`${name}:`))?.split(':');
    if (f) return { uid: Number(f[2]), gid: Number(f[3]) };
  }
  throw new Error('running as root, and neither a postgres nor a nobody account exists to run PostgreSQL');
}

async function until(what: string, check: () => Promise<boolean>, failed: () => string | undefined, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const why = failed();
    if (why) throw new Error(`${what}: ${why}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A supervised child process that can be stopped and started again with the same command. */
function supervised(what: string, command: string, args: string[], opts: { cwd: string; uid?: number; gid?: number }) {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let log = '';
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    output: () => log,
    running,
    gone: () => (running() ? undefined : `${what} exited:\n${log.slice(-2_000)}`),
    spawn() {
      const c = spawn(command, args, {
        ...opts,
        env: { ...process.env, LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      c.stdout?.on('data', (d: Buffer) => {
        log += d.toString();
      });
      c.stderr?.on('data', (d: Buffer) => {
        log += d.toString();
      });
      exited = new Promise((resolve) => c.once('exit', () => resolve()));
      child = c;
    },
    async stop(signal: NodeJS.Signals) {
      if (running()) child?.kill(signal);
      await exited;
    },
    forget: () => process.off('exit', killOnExit),
  };
}

/** A fresh PostgreSQL cluster (initdb, a few seconds at most) on a free port; `url` is its `postgres` database. */
export async function startPrivatePostgres(): Promise<PrivateService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-pg-'));
  const account = serviceAccount();
  if (account) chownSync(dir, account.uid, account.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await new Promise<void>((resolve, reject) =>
    execFile(
      path.join(PG_BIN, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      { cwd: dir, ...account, env: { ...process.env, LC_ALL: 'C' } },
      (err, _out, stderr) => (err ? reject(new Error(`initdb: ${stderr}`)) : resolve()),
    ),
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const settings = ['listen_addresses=127.0.0.1', `unix_socket_directories=${dir}`, 'fsync=off'];
  const server = supervised(
    'PostgreSQL',
    path.join(PG_BIN, 'postgres'),
    ['-D', data, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
    { cwd: dir, ...account },
  );
  const answers = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    server.spawn();
    await until('PostgreSQL', answers, server.gone);
  };
  await start();
  return {
    url,
    start,
    // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, as in `pg_ctl restart -m fast`.
    stop: () => server.stop('SIGINT'),
    async destroy() {
      await server.stop('SIGINT');
      server.forget();
      rmSync(dir, { recursive: true, force: true });
    },
    output: server.output,
  };
}

/** True once Redis answers PING on `port`. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    let got = '';
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1_000, () => done(false));
    s.on('error', () => done(false));
    s.on('data', (d: Buffer) => {
      got += d.toString();
      if (got.includes('\r\n')) done(got.startsWith('+PONG'));
    });
    s.write('PING\r\n');
  });
}

/** A redis-server on a free port, with no persistence: a restart starts it empty, as a crashed cache would. */
export async function startPrivateRedis(): Promise<PrivateService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-redis-'));
  const port = await freePort();
  const server = supervised(
    'redis-server',
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir },
  );
  const start = async () => {
    server.spawn();
    await until('redis-server', () => pong(port), server.gone);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: () => server.stop('SIGTERM'),
    async destroy() {
      await server.stop('SIGTERM');
      server.forget();
      rmSync(dir, { recursive: true, force: true });
    },
    output: server.output,
  };
}
