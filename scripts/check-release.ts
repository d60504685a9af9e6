/**
 * CI's check of the release archive (.ci/production-check, after `npm run release`), as an operator gets it: unpacked
 * in an empty folder with no node_modules above it, run with a bare environment (no NODE_PATH, a fresh HOME), by
 * the Dockerfile's own steps — every RUN, then its ENV and CMD — since no image can be built here
 * (docs/decisions/0014-release-archive.md). Then:
 * - SQLite: start, /readyz names the release, the web app and CHANGELOG.md are served, the demo President signs in,
 *   SIGTERM stops it cleanly, `run.mjs backup` writes a backup (the upgrade's first step);
 * - PostgreSQL (when TEST_DATABASE_URL is set) with compose.yaml's app environment, its secrets filled in and only
 *   the database and Redis addresses pointed here: `run.mjs migrate` applies, the server accepts that environment
 *   (it refuses unknown or missing settings), starts, and the administrator compose names signs in.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version: string = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).version;
const name = `chapter-${version}-${process.platform}-${process.arch}-node${process.versions.modules}`;
const archive = `release/${name}.tar.gz`;
const dir = mkdtempSync(path.join(tmpdir(), 'chapter-release-'));
const started = Date.now();
const cleanups: Array<() => void> = [];
const log = (line: string) => console.log(`release check: ${line}`);

function fail(message: string): never {
  throw new Error(message);
}

// Nothing above the folder may lend it a module: Node looks in every ancestor's node_modules.
for (let up = dir; ; up = path.dirname(up)) {
  if (existsSync(path.join(up, 'node_modules'))) fail(`${up}/node_modules would lend the archive its modules`);
  if (path.dirname(up) === up) break;
}
if (!existsSync(path.join(repo, archive))) fail(`${archive} is missing: run npm run release first`);
const home = path.join(dir, 'home');
mkdirSync(home);
const bare: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, TZ: 'UTC' };

/** The image's absolute paths, inside the temporary folder ("/app" → "<dir>/app"). */
const mapPaths = (s: string) => s.replace(/(^|[\s=:"])\/(tmp|app|data)\b/g, `$1${dir}/$2`);

// ---- The Dockerfile, step by step.
const lines = readFileSync(path.join(repo, 'Dockerfile'), 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((l) => l.trim() && !l.trimStart().startsWith('#'));
const args: Record<string, string> = {};
const imageEnv: Record<string, string> = {};
let workdir = dir;
let cmd: string[] = [];
for (const line of lines) {
  const [, op = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line.trim()) ?? [];
  const value = rest.replace(/\$\{(\w+)\}/g, (_, n: string) => args[n] ?? fail(`${line}: no value for ${n}`));
  if (op === 'FROM') {
    const major = /^node:(\d+)-/.exec(value)?.[1];
    const ours = process.versions.node.split('.')[0];
    if (major !== ours) fail(`${line}: the archive is packed for Node ${ours} (ABI ${process.versions.modules})`);
  } else if (op === 'ARG') args[value] = value === 'ARCHIVE' ? archive : fail(`${line}: unknown build argument`);
  else if (op === 'COPY') {
    const [from = '', to = ''] = value.split(/\s+/);
    mkdirSync(path.dirname(mapPaths(to)), { recursive: true });
    copyFileSync(path.join(repo, from), mapPaths(to));
  } else if (op === 'WORKDIR') {
    workdir = mapPaths(value);
    mkdirSync(workdir, { recursive: true });
  } else if (op === 'RUN') {
    const r = spawnSync('sh', ['-c', mapPaths(value)], {
      cwd: workdir,
      env: { ...bare, ...imageEnv },
      stdio: 'inherit',
    });
    if (r.status !== 0) fail(`${line}: exited with ${r.status}`);
  } else if (op === 'ENV') {
    for (const [, k = '', v = ''] of value.matchAll(/(\w+)=(\S+)/g)) imageEnv[k] = mapPaths(v);
  } else if (op === 'CMD') cmd = JSON.parse(value);
  else if (!['USER', 'EXPOSE', 'VOLUME'].includes(op)) fail(`${line}: this check does not know ${op}; teach it`);
}
if (cmd.length === 0) fail('the Dockerfile has no CMD');
log(`Dockerfile steps ran on ${archive} in ${dir}`);

// ---- Running it.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : fail('no free port');
}

function start(env: Record<string, string>): ChildProcess {
  const [command = 'node', ...rest] = cmd;
  const child = spawn(command, rest, { cwd: workdir, env: { ...bare, ...imageEnv, ...env }, stdio: 'inherit' });
  cleanups.push(() => child.kill('SIGKILL'));
  return child;
}

async function ready(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) fail(`the server exited with ${child.exitCode} before it was ready`);
    const answer = await fetch(`${url}/readyz`).catch(() => undefined);
    if (answer?.ok) {
      const body = (await answer.json()) as { version?: string };
      if (body.version !== version) fail(`/readyz names ${body.version}, not ${version}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail('the server was not ready within 60 s');
}

async function signIn(url: string, email: string, password: string): Promise<void> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) fail(`${email} could not sign in (${answer.status})`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`the server exited with ${code} on SIGTERM`);
}

function runTool(entry: string, env: Record<string, string>, toolArgs: string[] = []): string {
  const r = spawnSync('node', ['scripts/run.mjs', entry, ...toolArgs], {
    cwd: workdir,
    env: { ...bare, ...imageEnv, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) fail(`run.mjs ${entry} exited with ${r.status}: ${r.stderr}`);
  return r.stdout;
}

async function onSqlite(): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DEMO_SEED: '1', LOG_LEVEL: 'warn' };
  const server = start(env);
  await ready(url, server);
  if (!(await (await fetch(`${url}/`)).text()).includes('<div id="root">')) fail('/ did not serve the web app');
  const changelog = (await (await fetch(`${url}/api/about/changelog`)).json()) as { html: string };
  if (!changelog.html.startsWith(`<h3>Version ${version} `)) fail('the changelog does not open with this release');
  await signIn(url, 'president@demo.test', 'Demo-Pass-2026!');
  await stop(server);
  const backup = path.join(dir, 'before-upgrade.sqlite');
  runTool('backup', env, [backup]);
  if (!existsSync(backup) || statSync(backup).size === 0) fail('run.mjs backup wrote no backup');
  log('SQLite: started, /readyz and the changelog name the release, signed in, stopped, backed up');
}

/** compose.yaml's app environment, its ${…} filled from the given values (a missing required one fails). */
function composeEnv(values: Record<string, string>): Record<string, string> {
  const compose = parseYaml(readFileSync(path.join(repo, 'compose.yaml'), 'utf8'));
  const fill = (s: string) =>
    s.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, n: string, kind?: string, text = '') => {
      const v = values[n];
      if (v) return v;
      return kind === '-' ? text : fail(`compose.yaml needs ${n}: ${text}`);
    });
  fill(String(compose.services.app.build.args.ARCHIVE));
  const env = compose.services.app.environment as Record<string, string>;
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, mapPaths(fill(String(v)))]));
}

async function onPostgres(databaseUrl: string): Promise<void> {
  const psql = (sql: string) =>
    spawnSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', databaseUrl, '-c', `set client_min_messages = warning; ${sql}`], {
      stdio: 'inherit',
    }).status;
  const schema = `release_check_${process.pid}`;
  if (psql(`create schema ${schema}`) !== 0) fail('could not create a schema to check in');
  cleanups.push(() => psql(`drop schema if exists ${schema} cascade`));
  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  cleanups.push(() => redis.kill('SIGKILL'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const values = {
    CHAPTER_ARCHIVE: archive,
    APP_URL: url,
    JWT_SECRET: 'a-release-check-secret-of-more-than-32-characters',
    POSTGRES_PASSWORD: 'not-used-here',
    ADMIN_EMAIL: 'admin@release.test',
    ADMIN_PASSWORD: 'Release-Check-2026!',
  };
  const separator = databaseUrl.includes('?') ? '&' : '?';
  const env = {
    ...composeEnv(values),
    DATABASE_URL: `${databaseUrl}${separator}options=-c%20search_path%3D${schema}`,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data-pg'),
    LOG_LEVEL: 'warn',
  };
  if (!runTool('migrate', env).includes('Applied')) fail('run.mjs migrate applied nothing on an empty schema');
  const server = start(env);
  await ready(url, server);
  await signIn(url, values.ADMIN_EMAIL, values.ADMIN_PASSWORD);
  await stop(server);
  log("PostgreSQL + Redis with compose.yaml's environment: migrated, started, the administrator signed in, stopped");
}

try {
  await onSqlite();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) await onPostgres(databaseUrl);
  else log('PostgreSQL skipped: TEST_DATABASE_URL is not set');
  // Not "passed in N s": CI's reader takes that shape for a test runner's closing line that ran no test
  // (docs/development.md, `npm test`).
  log(`every step as expected, ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  for (const cleanup of cleanups.reverse()) cleanup();
  rmSync(dir, { recursive: true, force: true });
}
