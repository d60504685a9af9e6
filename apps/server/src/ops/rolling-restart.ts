import type { Nginx, Upstream } from './nginx.ts';

/**
 * Which server processes nginx may send requests to, and the rolling restart that replaces them one at a time
 * (docs/production.md "Rolling deploy"). `npm run multi-node` and the rolling-restart process test share it.
 */

interface Node {
  host: string;
  port: number;
}

const nodeUrl = (n: Node) => `http://${n.host.includes(':') ? `[${n.host}]` : n.host}:${n.port}`;

/** True when the process answers /readyz with 200 within 2 s. */
async function isReady(node: Node): Promise<boolean> {
  return fetch(`${nodeUrl(node)}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
    async (r) => {
      await r.body?.cancel();
      return r.ok;
    },
    () => false,
  );
}

/** Polls /readyz until 200; fails after `timeoutMs` or as soon as `exited()` says the process is gone. */
export async function waitReady(node: Node, opts: { timeoutMs?: number; exited?: () => boolean } = {}): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (!(await isReady(node))) {
    if (opts.exited?.()) throw new Error(`process on port ${node.port} exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`process on port ${node.port} not ready after ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The upstream list nginx runs with: every process, each in or out (`down`). Reloads one at a time. */
export class UpstreamSet {
  readonly nodes: readonly Node[];
  private readonly out: boolean[];
  private readonly restarting = new Set<number>();
  private applying: Promise<void> = Promise.resolve();

  constructor(
    private readonly nginx: Pick<Nginx, 'setUpstreams'>,
    nodes: readonly Node[],
  ) {
    this.nodes = nodes;
    this.out = nodes.map(() => false);
  }

  upstreams(): Upstream[] {
    return this.nodes.map((n, i) => ({ ...n, ...(this.out[i] ? { down: true } : {}) }));
  }

  isOut(index: number): boolean {
    return this.out[index] === true;
  }

  /** A rolling restart owns this process now: readiness supervision leaves it alone. */
  isRestarting(index: number): boolean {
    return this.restarting.has(index);
  }

  /** Takes a process out of nginx (`down`) or puts it back; resolves once nginx's reload is in effect. */
  mark(index: number, out: boolean): Promise<void> {
    if (this.out[index] === out) return this.applying;
    this.out[index] = out;
    const list = this.upstreams();
    this.applying = this.applying.catch(() => undefined).then(() => this.nginx.setUpstreams(list));
    return this.applying;
  }

  /** For rollingRestart. */
  claim(index: number, restarting: boolean): void {
    if (restarting) this.restarting.add(index);
    else this.restarting.delete(index);
  }
}

/**
 * After the reload takes a process out, nginx no longer accepts a connection for it, but a request it had
 * already read may still be on its way there. The process finishes every request it has received after
 * SIGTERM; this wait covers the ones not yet handed over, so none arrives at a process that turns it away.
 */
const SETTLE_MS = 1_000;

/**
 * Replaces the processes one at a time, so the others carry the traffic: out of nginx (down + reload), a
 * moment for requests in flight to arrive, `stop` (SIGTERM; the process finishes its requests and closes its
 * WebSockets with 3001, and the clients reconnect through nginx to the others), `start` (same port; resolves
 * once /readyz answers 200), back into nginx, next. A step that fails stops the restart with that process
 * still out.
 */
export async function rollingRestart(
  set: UpstreamSet,
  ops: {
    stop(index: number): Promise<void>;
    start(index: number): Promise<void>;
    settleMs?: number;
    log?: (line: string) => void;
  },
): Promise<void> {
  const log = ops.log ?? (() => undefined);
  for (const [index, node] of set.nodes.entries()) {
    set.claim(index, true);
    try {
      log(`rolling restart: taking the process on port ${node.port} out of nginx`);
      await set.mark(index, true);
      await new Promise((r) => setTimeout(r, ops.settleMs ?? SETTLE_MS));
      log(`rolling restart: stopping the process on port ${node.port}`);
      await ops.stop(index);
      log(`rolling restart: starting the process on port ${node.port}`);
      await ops.start(index);
      await set.mark(index, false);
      log(`rolling restart: the process on port ${node.port} is back in nginx`);
    } finally {
      set.claim(index, false);
    }
  }
}

/**
 * Asks every process's /readyz every `intervalMs` and keeps nginx's list in step: a process not ready is
 * out, one ready again is back. Processes in a rolling restart are left to it.
 */
export function superviseReadiness(
  set: UpstreamSet,
  opts: { intervalMs?: number; log?: (line: string) => void } = {},
): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    await Promise.all(
      set.nodes.map(async (node, index) => {
        if (set.isRestarting(index)) return;
        const ready = await isReady(node);
        if (stopped || set.isRestarting(index) || set.isOut(index) === !ready) return;
        opts.log?.(`process on port ${node.port} ${ready ? 'ready again: back in nginx' : 'not ready: out of nginx'}`);
        await set.mark(index, !ready).catch((err) => opts.log?.(`nginx reload failed: ${(err as Error).message}`));
      }),
    );
    if (!stopped) timer = setTimeout(() => void round(), opts.intervalMs ?? 2_000);
  };
  timer = setTimeout(() => void round(), opts.intervalMs ?? 2_000);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
