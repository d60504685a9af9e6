/**
 * `npm run multi-node -- 3`: starts N server processes on one PostgreSQL (DATABASE_URL) and one Redis
 * (REDIS_URL), on ports PORT+1 … PORT+N, behind nginx on PORT (default 3000) with the shipped site
 * configuration (deploy/nginx/chapter.conf; docs/production.md "Load balancer (nginx)").
 * - With METRICS_PORT set, each process serves its metrics on METRICS_PORT+1 … METRICS_PORT+N (one port each).
 * - Every 2 s each process's /readyz is asked; one not ready is taken out of nginx, and put back when ready.
 * - SIGHUP (`kill -HUP <pid>`, the pid is printed at start) restarts the processes one at a time without
 *   losing a request (docs/production.md "Rolling deploy").
 * - Ctrl-C stops them gracefully (SIGTERM: each closes its WebSockets with 3001 and drains), then nginx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { startNginx } from './nginx.ts';
import { rollingRestart, superviseReadiness, UpstreamSet, waitReady } from './rolling-restart.ts';
import { serverCommand, serverDir } from './server-entry.ts';

const count = Number(process.argv[2] ?? 2);
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('usage: npm run multi-node -- <number of processes, 1–16>');
  process.exit(1);
}
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('multi-node needs DATABASE_URL (PostgreSQL) and REDIS_URL: processes share nothing else.');
  process.exit(1);
}

const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
const nodes = Array.from({ length: count }, (_, i) => ({ host: '127.0.0.1', port: port + 1 + i }));
const metricsBase = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
const children: (ChildProcess | undefined)[] = nodes.map(() => undefined);
const running = (c: ChildProcess | undefined): c is ChildProcess =>
  c !== undefined && c.exitCode === null && c.signalCode === null;
let stopping = false;
let upstreams: UpstreamSet | undefined;

async function startNode(index: number): Promise<void> {
  const node = nodes[index] as (typeof nodes)[number];
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(node.port),
      HOST: node.host,
      APP_URL: appUrl,
      TRUST_PROXY: '1',
      // One port per process: a shared one would stop every process but the first at start.
      METRICS_PORT: metricsBase === undefined ? '' : String(metricsBase + 1 + index),
    },
    stdio: 'inherit',
  });
  children[index] = child;
  child.once('exit', (code, signal) => {
    if (!stopping && children[index] === child && !upstreams?.isRestarting(index)) {
      console.error(`process on port ${node.port} exited (${code ?? signal}); SIGHUP starts it again`);
    }
  });
  await waitReady(node, { exited: () => !running(child) });
}

async function stopNode(index: number): Promise<void> {
  const child = children[index];
  if (!running(child)) return;
  await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
}

// One after the other: the first migrates (and seeds with DEMO_SEED=1), the others find that done.
for (const [i] of nodes.entries()) await startNode(i);
const nginx = await startNginx({ listenPort: port, listenHost: '0.0.0.0', upstreams: nodes });
const set = new UpstreamSet(nginx, nodes);
upstreams = set;
const supervisor = superviseReadiness(set, { log: (line) => console.log(line) });
console.log(
  `${count} Chapter processes (ports ${nodes.map((n) => n.port).join(', ')}) behind nginx at ${appUrl}\n` +
    `rolling restart: kill -HUP ${process.pid}`,
);

let restarting: Promise<void> | undefined;
process.on('SIGHUP', () => {
  if (restarting || stopping) return void console.log('rolling restart: already under way');
  restarting = rollingRestart(set, {
    stop: stopNode,
    start: startNode,
    log: (line) => console.log(line),
  })
    .then(() => console.log('rolling restart: done'))
    .catch((err) => console.error(`rolling restart stopped: ${(err as Error).message}`))
    .finally(() => {
      restarting = undefined;
    });
});

const stop = async () => {
  if (stopping) return;
  stopping = true;
  supervisor.stop();
  await Promise.all(nodes.map((_, i) => stopNode(i)));
  await nginx.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
