import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER_ARGS, E2E_DIR } from './env.ts';

export interface ProductionServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s server as it runs in production (NODE_ENV=production, the built web app, embedded SQLite with the
 * demo chapter) on its own port and data folder, beside the journeys' development-mode server.
 */
export async function startProductionServer(port: number): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-prod-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, COMPILED_SERVER_ARGS, {
    cwd: path.dirname(E2E_DIR),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`production server did not become ready on ${url}`);
}
