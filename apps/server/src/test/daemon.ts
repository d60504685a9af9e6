import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';

/** A server program a test started on a private port, in a folder of its own that stopping it deletes. */
interface Daemon {
  child: ChildProcess;
  /** What it wrote to standard output and error so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `bin` and waits until it accepts connections on `port` and `ready(output)` holds; a program that exits or
 * is not ready within `timeoutMs` is stopped and the test fails with what it wrote.
 */
export async function startDaemon(
  what: string,
  bin: string,
  args: string[],
  opts: { dir: string; port: number; timeoutMs: number; ready?: (output: string) => boolean; spawn?: SpawnOptions },
): Promise<Daemon> {
  const child = spawn(bin, args, { ...opts.spawn, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
    rmSync(opts.dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + opts.timeoutMs;
  while (!(await listening(opts.port)) || (opts.ready && !opts.ready(out))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${what} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => out, stop };
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
