import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, COMPILED_SERVER_ARGS, E2E_BASE_URL, E2E_DIR, E2E_PORT, MAIL_DIR } from './env.ts';
import { startSmtpSink } from './smtp-sink.ts';

async function waitForReady(child: ChildProcess, url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`e2e server not ready at ${url} after ${ms} ms`);
}

/** Starts the SMTP sink and the real server on a fresh data folder; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.dirname(E2E_DIR);
  const dataDir = path.join(ARTIFACTS_DIR, 'data');
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const sink = await startSmtpSink(MAIL_DIR);
  const server = spawn(process.execPath, COMPILED_SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: E2E_BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      // Journeys seed conversations through the API faster than a member types.
      INBOX_MESSAGES_PER_MINUTE: '1000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  await waitForReady(server, `${E2E_BASE_URL}/readyz`, 60_000);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await sink.stop();
  };
}
