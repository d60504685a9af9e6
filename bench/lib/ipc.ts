import { type ChildProcess, fork } from 'node:child_process';

/**
 * Benchmarks run each side in its own process (server, clients), so `process.cpuUsage()` of the server
 * counts the server's work only. The parent talks to its children by request/reply over Node's IPC channel.
 */

interface Request {
  id: number;
  type: string;
  payload: unknown;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

const TSX_LOADER = import.meta.resolve('tsx');
const DEFAULT_TIMEOUT_MS = 180_000;
const EXIT_TIMEOUT_MS = 15_000;

export interface Child {
  readonly name: string;
  readonly pid: number | undefined;
  request<T>(type: string, payload?: unknown, timeoutMs?: number): Promise<T>;
  /** Asks the child to clean up and waits until it exits by itself; returns false if it had to be killed. */
  stop(): Promise<boolean>;
}

/** Forks a TypeScript child (through tsx) and resolves once it has installed its handlers. */
export async function startChild(name: string, file: URL, args: string[] = []): Promise<Child> {
  const proc: ChildProcess = fork(file, args, {
    execArgv: ['--import', TSX_LOADER, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let seq = 0;
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    proc.once('exit', (code, signal) => {
      exited = true;
      for (const p of pending.values()) p.reject(new Error(`${name} exited (code ${code}, signal ${signal})`));
      pending.clear();
      resolve();
    });
  });
  await new Promise<void>((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', () => reject(new Error(`${name} exited before it was ready`)));
    proc.on('message', (raw) => {
      const msg = raw as Reply | { hello: true };
      if ('hello' in msg) return resolve();
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.ok) p.resolve(msg.result);
      else p.reject(new Error(`${name}: ${msg.error}`));
    });
  });

  function request<T>(type: string, payload: unknown = null, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
    if (exited) return Promise.reject(new Error(`${name} has exited`));
    const id = ++seq;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${name}: '${type}' timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      proc.send({ id, type, payload } satisfies Request);
    });
  }

  async function stop(): Promise<boolean> {
    if (!exited) await request('stop', null, EXIT_TIMEOUT_MS).catch(() => undefined);
    const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, EXIT_TIMEOUT_MS, 'timeout').unref());
    if ((await Promise.race([exit, timer])) !== 'timeout') return true;
    console.error(`  ! ${name} (pid ${proc.pid}) did not exit by itself within ${EXIT_TIMEOUT_MS} ms: killing it`);
    proc.kill('SIGKILL');
    await exit;
    return false;
  }

  return { name, pid: proc.pid, request, stop };
}

type Handlers = Record<string, (payload: never) => unknown>;

/**
 * Child side: answers the parent's requests with the handlers. `stop` runs the given cleanup, replies, and
 * closes the IPC channel; the process must then exit on its own (a leftover handle shows up as a hang).
 */
export function serve(handlers: Handlers, cleanup: () => Promise<void> | void): void {
  const send = (reply: Reply, then?: () => void) => process.send?.(reply, undefined, {}, () => then?.());
  let stopping = false;
  process.on('message', async (raw) => {
    const { id, type, payload } = raw as Request;
    if (type === 'stop') {
      stopping = true;
      try {
        await cleanup();
        send({ id, ok: true, result: null }, () => process.disconnect());
      } catch (err) {
        send({ id, ok: false, error: String(err) }, () => process.disconnect());
      }
      return;
    }
    const handler = handlers[type];
    try {
      if (!handler) throw new Error(`unknown request ${type}`);
      send({ id, ok: true, result: await handler(payload as never) });
    } catch (err) {
      send({ id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  });
  // The parent going away (crash, Ctrl-C) must not leave this process behind. After a normal stop nothing
  // forces the exit: a leftover handle must show up.
  process.on('disconnect', () => {
    if (!stopping) process.exit(1);
  });
  process.send?.({ hello: true });
}

/** process.cpuUsage() as milliseconds since `since`, plus wall time. */
export function cpuSince(since: { cpu: NodeJS.CpuUsage; wall: bigint }) {
  const d = process.cpuUsage(since.cpu);
  return {
    userMs: d.user / 1000,
    systemMs: d.system / 1000,
    wallMs: Number(process.hrtime.bigint() - since.wall) / 1e6,
  };
}

export type CpuFigures = ReturnType<typeof cpuSince>;

export const cpuMark = () => ({ cpu: process.cpuUsage(), wall: process.hrtime.bigint() });

/** Collects garbage left by setup before a measurement (children run with --expose-gc). */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
