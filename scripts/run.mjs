#!/usr/bin/env node
/**
 * `npm start`, `npm run migrate|backup|restore|restore-drill|multi-node`: runs a compiled entry from apps/server/dist with plain
 * `node`, building first when a build is missing or older than the sources (docs/production.md). Plain
 * JavaScript on purpose: a production install (`npm ci --omit=dev`) has no TypeScript tooling.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
const ENTRIES = ['main', 'migrate', 'backup', 'restore', 'multi-node', 'setup-link', 'restore-drill'];
if (!ENTRIES.includes(entry)) {
  console.error(`usage: node scripts/run.mjs <${ENTRIES.join('|')}> [arguments]`);
  process.exit(1);
}

const at = (...p) => path.join(root, ...p);

// Building needs the development dependencies; a production install runs the build it was shipped with.
const canBuild = existsSync(at('node_modules/esbuild')) && existsSync(at('node_modules/vite'));
for (const half of buildState(root)) {
  if (half.current) continue;
  if (!canBuild) {
    if (half.built) {
      console.warn(`The ${half.name} sources changed since the last build; running that build (no build tools here).`);
      continue;
    }
    console.error(`No ${half.name} build: run \`npm run build\` where development dependencies are installed.`);
    process.exit(1);
  }
  console.log(`Building the ${half.name} (it is missing or older than its sources)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', half.script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const file = at('apps/server/dist', `${entry}.js`);
// `npm start` runs the production server unless told otherwise (NODE_ENV=development for local debugging). The
// tools (migrate, backup, restore) run in whatever mode the environment says, so they need no JWT_SECRET.
const serves = entry === 'main' || entry === 'multi-node';
const env = serves ? { NODE_ENV: 'production', ...process.env } : process.env;
// Production refuses to start without APP_URL (links in e-mails are built from it). A deployment says
// NODE_ENV=production in its environment file and gets that refusal; a bare `npm start` is someone trying the app on
// this machine, so it gets this machine's address, and is told.
if (serves && !process.env.NODE_ENV && !process.env.APP_URL) {
  env.APP_URL = `http://localhost:${process.env.PORT || 3000}`;
  console.warn(
    `APP_URL is not set: links in e-mails will point at ${env.APP_URL} (set APP_URL for a real deployment).`,
  );
}
const child = spawn(process.execPath, ['--enable-source-maps', file, ...args], { cwd: root, env, stdio: 'inherit' });
// The server shuts down gracefully on SIGTERM/SIGINT: pass them on and exit as it does.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
