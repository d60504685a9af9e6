import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../ops/free-port.ts';

/** Whether Debian's redis-server is installed (the private instances below need it). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A private redis-server (or sentinel) on a port of its own, which a test may stop and start again: the shared
 * Redis is never restarted. Nothing is saved to disk, so a restart starts empty, as an unpersisted Redis does.
 */
export interface PrivateRedis {
  port: number;
  url: string;
  /** Starts it (again, on the same port) and waits until it answers. */
  start(): Promise<void>;
  /** Stops it with `signal` (SIGTERM: a restart; SIGKILL: a crash) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** A client of this instance (closed by cleanup). */
  client(): Redis;
  cleanup(): Promise<void>;
}

async function answers(port: number): Promise<boolean> {
  const probe = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * `args` after the port: e.g. ['--replicaof', '127.0.0.1', '6380']. With `sentinelOf`, a sentinel watching that
 * master as `name` (quorum 1, down after 1 s: a failover in about two seconds).
 */
export async function privateRedis(
  opts: { args?: string[]; sentinelOf?: { name: string; port: number }; port?: number } = {},
): Promise<PrivateRedis> {
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-redis-'));
  const clients: Redis[] = [];
  let child: ChildProcess | undefined;
  let output = '';
  const argv = () => {
    const base = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
    if (!opts.sentinelOf) return [...base, ...(opts.args ?? [])];
    const conf = path.join(dir, 'sentinel.conf');
    const { name, port: master } = opts.sentinelOf;
    // A sentinel rewrites its configuration file, so it gets one of its own.
    writeFileSync(
      conf,
      [
        `sentinel monitor ${name} 127.0.0.1 ${master} 1`,
        `sentinel down-after-milliseconds ${name} 1000`,
        `sentinel failover-timeout ${name} 5000`,
        '',
      ].join('\n'),
    );
    return [conf, '--sentinel', '--port', String(port), '--bind', '127.0.0.1', '--dir', dir];
  };
  const instance: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      output = '';
      const started = spawn('redis-server', argv(), { stdio: ['ignore', 'pipe', 'pipe'] });
      started.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      started.stderr?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      child = started;
      const deadline = Date.now() + 10_000;
      while (!(await answers(port))) {
        if (started.exitCode !== null || Date.now() > deadline) {
          throw new Error(`redis-server on ${port} did not start:\n${output}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
    client() {
      const c = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1 });
      c.on('error', () => undefined);
      clients.push(c);
      return c;
    },
    async cleanup() {
      for (const c of clients) c.disconnect();
      await instance.stop('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return instance;
}
