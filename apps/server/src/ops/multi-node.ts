/**
 * `npm run multi-node -- 3`: starts N server processes on one PostgreSQL (DATABASE_URL) and one Redis
 * (REDIS_URL) behind a round-robin proxy on PORT (default 3000); the processes listen on PORT+1 … PORT+N.
 * Ctrl-C stops them gracefully (SIGTERM: each closes its WebSockets with 3001 and drains).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRoundRobinProxy } from './round-robin-proxy.ts';

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

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
const children: ChildProcess[] = [];

async function startNode(nodePort: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(nodePort), HOST: '127.0.0.1', APP_URL: appUrl, TRUST_PROXY: '1' },
    stdio: 'inherit',
  });
  children.push(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process on ${nodePort} exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${nodePort}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`process on ${nodePort} did not become ready`);
}

const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
// One after the other: the first migrates (and seeds with DEMO_SEED=1), the others find that done.
for (const p of ports) await startNode(p);
const proxy = createRoundRobinProxy(ports.map((p) => ({ host: '127.0.0.1', port: p })));
proxy.listen(port, () => console.log(`${count} Chapter processes (ports ${ports.join(', ')}) behind ${appUrl}`));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  proxy.close();
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r).kill('SIGTERM')) : undefined)),
  );
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
