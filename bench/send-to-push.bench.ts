/**
 * Send to push: with 1,000 users connected (each subscribed to its own `inbox:{id}`), the time from issuing
 * POST /api/inbox/messages to the recipient reading the `new_message` push. Our whole server (buildApp) on
 * the embedded SQLite database in a temporary DATA_DIR runs in its own process; clients in another.
 */
import { type CpuFigures, startChild } from './lib/ipc.ts';
import type { PushClientsStart, RunRequest, RunResult } from './lib/push-clients.child.ts';
import {
  fixed,
  int,
  isMain,
  type Machine,
  machine,
  machineLine,
  markdownTable,
  ms,
  percentile,
  type SummaryRow,
  textTable,
} from './lib/report.ts';
import type { StartRequest, StartResult } from './lib/server.child.ts';

export interface PushOptions {
  users: number;
  warmupSends: number;
  /** Phases measured one after the other; the first is the headline. */
  phases: { name: string; sends: number; concurrency: number }[];
}

export const DEFAULT_PUSH: PushOptions = {
  users: 1000,
  warmupSends: 50,
  phases: [
    { name: 'one send at a time', sends: 1000, concurrency: 1 },
    { name: '16 senders in parallel', sends: 800, concurrency: 16 },
  ],
};

const P99_TARGET_MS = 50;

export interface PhaseResult {
  name: string;
  concurrency: number;
  sends: number;
  push: { p50: number; p95: number; p99: number; max: number };
  http: { p50: number; p99: number };
  pushFirstShare: number;
  lost: number;
  errors: string[];
  sendsPerSecond: number;
  serverCpuMsPerSend: number;
  serverKernelShare: number;
}

export interface PushResult {
  options: PushOptions;
  machine: Machine;
  setupSeconds: number;
  connectSeconds: number;
  phases: PhaseResult[];
  wallSeconds: number;
}

function summarise(name: string, concurrency: number, r: RunResult, cpu: CpuFigures): PhaseResult {
  const sends = r.http.length;
  return {
    name,
    concurrency,
    sends,
    push: {
      p50: percentile(r.push, 50),
      p95: percentile(r.push, 95),
      p99: percentile(r.push, 99),
      max: Math.max(...r.push),
    },
    http: { p50: percentile(r.http, 50), p99: percentile(r.http, 99) },
    pushFirstShare: r.push.length ? r.pushFirst / r.push.length : 0,
    lost: r.lost,
    errors: r.errors,
    sendsPerSecond: sends / (r.wallMs / 1000),
    serverCpuMsPerSend: (cpu.userMs + cpu.systemMs) / sends,
    serverKernelShare: cpu.systemMs / (cpu.userMs + cpu.systemMs),
  };
}

export async function runSendToPush(options: Partial<PushOptions> = {}): Promise<PushResult> {
  const o = { ...DEFAULT_PUSH, ...options };
  const begun = performance.now();
  console.log(`  starting our server with ${o.users} users, then ${o.users} inbox subscribers…`);
  const server = await startChild('push server', new URL('./lib/server.child.ts', import.meta.url));
  let clients: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    const started = await server.request<StartResult>('start', { mode: 'ours', users: o.users } satisfies StartRequest);
    clients = await startChild('push clients', new URL('./lib/push-clients.child.ts', import.meta.url));
    const opened = await clients.request<{ openMs: number; subscribed: number }>('start', {
      url: started.url,
      httpUrl: started.httpUrl,
      users: started.users,
    } satisfies PushClientsStart);
    const stats = await server.request<{ connections: number }>('stats');
    if (stats.connections !== o.users) throw new Error(`${stats.connections} connections, expected ${o.users}`);
    await clients.request<RunResult>('run', { sends: o.warmupSends, concurrency: 1, seed: 1 } satisfies RunRequest);
    const phases: PhaseResult[] = [];
    let seed = 2;
    for (const phase of o.phases) {
      await server.request('cpu-start', { label: `send-to-push-c${phase.concurrency}` });
      const r = await clients.request<RunResult>('run', {
        sends: phase.sends,
        concurrency: phase.concurrency,
        seed: seed++,
      } satisfies RunRequest);
      const cpu = await server.request<CpuFigures>('cpu-stop');
      const result = summarise(phase.name, phase.concurrency, r, cpu);
      console.log(
        `  [${phase.name}] push p50 ${ms(result.push.p50)}, p99 ${ms(result.push.p99)} over ${result.sends} sends`,
      );
      phases.push(result);
    }
    return {
      options: o,
      machine: machine(),
      setupSeconds: started.setupMs / 1000,
      connectSeconds: opened.openMs / 1000,
      phases,
      wallSeconds: (performance.now() - begun) / 1000,
    };
  } finally {
    await clients?.stop();
    await server.stop();
  }
}

const HEAD = [
  'phase',
  'sends',
  'push p50',
  'push p95',
  'push p99',
  'push max',
  'HTTP p50',
  'HTTP p99',
  'push before reply',
  'sends/s',
  'server CPU/send',
  'lost',
];

function rows(r: PushResult): string[][] {
  return r.phases.map((p) => [
    p.name,
    int(p.sends),
    ms(p.push.p50),
    ms(p.push.p95),
    ms(p.push.p99),
    ms(p.push.max),
    ms(p.http.p50),
    ms(p.http.p99),
    `${Math.round(p.pushFirstShare * 100)} %`,
    int(p.sendsPerSecond),
    `${fixed(p.serverCpuMsPerSend)} ms (${Math.round(p.serverKernelShare * 100)} % kernel)`,
    String(p.lost),
  ]);
}

function describe(r: PushResult): string {
  return (
    `${int(r.options.users)} connected users, each a raw-protocol socket subscribed to its own inbox:{id}, all ` +
    'members of one group; random sender → recipient pairs; latency = POST issued → recipient reads the push ' +
    '(same process, one clock). Embedded SQLite (WAL, synchronous=FULL) in a temporary DATA_DIR on ' +
    `the local disk. Setup: users + sessions ${r.setupSeconds.toFixed(1)} s, ${int(r.options.users)} sockets ` +
    `connected and subscribed in ${r.connectSeconds.toFixed(1)} s.`
  );
}

export function pushSummary(r: PushResult): SummaryRow[] {
  return r.phases.flatMap((p, i) => [
    { benchmark: 'send-to-push', figure: `${p.name}: push p50`, value: ms(p.push.p50), target: '', ok: undefined },
    { benchmark: 'send-to-push', figure: `${p.name}: push p95`, value: ms(p.push.p95), target: '', ok: undefined },
    {
      benchmark: 'send-to-push',
      figure: `${p.name}: push p99`,
      value: ms(p.push.p99),
      target: i === 0 ? `< ${P99_TARGET_MS} ms` : 'info',
      ok: i === 0 ? p.push.p99 < P99_TARGET_MS && p.lost === 0 : undefined,
    },
  ]);
}

export function printSendToPush(r: PushResult): void {
  console.log(`\nSend to push — ${describe(r)}\n`);
  console.log(textTable(HEAD, rows(r)));
  for (const p of r.phases) if (p.errors.length) console.log(`errors in ${p.name}: ${p.errors.join('; ')}`);
  const head = r.phases[0];
  if (head) console.log(`push p99 (${head.name}) = ${ms(head.push.p99)} (target < ${P99_TARGET_MS} ms)`);
  console.log(`send-to-push took ${r.wallSeconds.toFixed(0)} s`);
}

export function pushMarkdown(r: PushResult): string {
  const head = r.phases[0];
  return [
    `## Send to push: HTTP POST /api/inbox/messages → recipient's push, ${int(r.options.users)} clients connected`,
    '',
    machineLine(r.machine),
    '',
    describe(r),
    '',
    markdownTable(HEAD, rows(r)),
    '',
    head ? `- **push p99 (${head.name}) = ${ms(head.push.p99)}** (target < ${P99_TARGET_MS} ms)` : '',
    ...r.phases.filter((p) => p.errors.length).map((p) => `- errors in ${p.name}: ${p.errors.join('; ')}`),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  printSendToPush(await runSendToPush());
}
