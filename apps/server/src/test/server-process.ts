import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort as findFreePort } from '../ops/free-port.ts';
import { compiledEntry } from './compiled-server.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_PASSWORD = 'Demo-Pass-2026!';

/**
 * A real server process started as production starts it (`node` on the compiled build, made for this run by the
 * global set-up): fault tests kill it, cut what it talks to and restart it, so nothing in-process can fake the outcome.
 */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
}

export { freePort } from '../ops/free-port.ts';

/** An answer read as sent: no decompression, the body as bytes. */
interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection (no keep-alive), optionally from another loopback address; https unverified. */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        localAddress: opts.localAddress,
        agent: false,
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Waits for `waitFor` to answer 200: '/livez' for a process expected to serve while a dependency is away. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  waitFor = '/readyz',
): Promise<ServerProcess> {
  const p = port ?? (await findFreePort());
  const child = spawn(process.execPath, ['--enable-source-maps', await compiledEntry('main')], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      // These processes are driven by write loops that measure durability, not a member's pace.
      INBOX_MESSAGES_PER_MINUTE: '1000000',
      ...env,
      PORT: String(p),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${p}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${p} exited with ${child.exitCode}:\n${out}`);
    const ok = await fetch(`${url}${waitFor}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, url, port: p, output: () => out, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${p} not ready:\n${out}`);
}

/** Stops a process (SIGTERM by default) and waits for it to exit. */
export async function stopServer(s: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill(signal);
  return s.exited;
}

/** A temporary data folder and the environment of an embedded (SQLite) demo server using it. */
export function sqliteEnv(): { env: Record<string, string>; dataDir: string; cleanup(): void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-proc-'));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DEMO_SEED: '1', WEB_DIST: path.join(dataDir, 'no-web') },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function pgQuery<T = Record<string, unknown>>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Several queries over one connection, their rows in order: a check that reads every table (a hundred of them)
 * must not pay a connection for each.
 */
export async function pgQueries<T = Record<string, unknown>>(url: string, queries: readonly string[]): Promise<T[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: T[][] = [];
    for (const query of queries) out.push((await client.query(query)).rows as T[]);
    return out;
  } finally {
    await client.end();
  }
}

/** DATABASE_URL whose connections use `schema` (created here; drop it with the returned function). */
export async function privateSchema(pgUrl: string, prefix = 'proc'): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await pgQuery(pgUrl, `create schema "${schema}"`);
  return {
    url: withSearchPath(pgUrl, schema),
    drop: async () => {
      await pgQuery(pgUrl, `drop schema if exists "${schema}" cascade`);
    },
  };
}

function withSearchPath(pgUrl: string, schema: string): string {
  return `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Production-like environment for processes on PostgreSQL (+ Redis when given). */
export function productionEnv(databaseUrl: string, dataDir: string, redisUrl?: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    DEMO_SEED: '1',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
}

export async function login(url: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The user id (`sub`) inside a token. */
export function tokenUserId(token: string): number {
  return Number(JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sub);
}

export function api(url: string, token: string, route: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${url}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
}
