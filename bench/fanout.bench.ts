/**
 * Fan-out: one publication to 1,000 subscribers. Server CPU (process.cpuUsage of the server's own process)
 * per delivered message for our engine, a bare `ws` server sending the same frame bytes, and Socket.IO
 * emitting the same payload to a room. Subscribers run in a separate process. Printed as ratios.
 */
import type { ClientsReport, ClientsStart } from './lib/fanout-clients.child.ts';
import { type Child, type CpuFigures, startChild } from './lib/ipc.ts';
import { centrifugePushText } from './lib/payload.ts';
import type { HotFunction } from './lib/profile.ts';
import {
  fixed,
  int,
  isMain,
  type Machine,
  machine,
  machineLine,
  markdownTable,
  median,
  packagesLine,
  type SummaryRow,
  textTable,
} from './lib/report.ts';
import type { ServerMode, StartRequest, StartResult } from './lib/server.child.ts';
import { socketIoAvailable } from './lib/socket-io.ts';

export interface FanoutOptions {
  subscribers: number;
  /** Of the subscribers on our engine, how many are real `centrifuge` SDK clients (the rest speak raw JSON). */
  sdkClients: number;
  publicationsPerRound: number;
  rounds: number;
  trials: number;
  warmupRounds: number;
}

export const DEFAULT_FANOUT: FanoutOptions = {
  subscribers: 1000,
  sdkClients: 1,
  publicationsPerRound: 30,
  rounds: 3,
  trials: 10,
  warmupRounds: 2,
};

const LABELS: Record<ServerMode, string> = { ours: 'ours (Centrifuge JSON)', ws: 'raw ws', sio: 'Socket.IO' };

interface Scenario {
  key: string;
  title: string;
  perTurn: number;
  modes: ServerMode[];
}

export interface EngineFigures {
  mode: ServerMode;
  label: string;
  /** msgs per server CPU-second, one per trial. */
  trials: number[];
  msgsPerCpuSecond: number;
  cpuMicrosPerMsg: number;
  systemShare: number;
  msgsPerWallSecond: number;
  /** Raw sockets only: messages per WebSocket frame and bytes per message. */
  msgsPerFrame: number | undefined;
  bytesPerMsg: number | undefined;
}

export interface ScenarioResult {
  key: string;
  title: string;
  perTurn: number;
  engines: EngineFigures[];
  /** Median over trials of ours ÷ other in the same trial (engines take turns, so each pair shares conditions). */
  ratioOursWs: Ratio | undefined;
  ratioOursSio: Ratio | undefined;
  /** With BENCH_PROFILE_DIR: the hottest functions of each server in the first trial. */
  hot: { mode: ServerMode; functions: HotFunction[] }[];
}

export interface Ratio {
  median: number;
  min: number;
  max: number;
}

export interface FanoutResult {
  options: FanoutOptions;
  machine: Machine;
  frameBytes: number;
  scenarios: ScenarioResult[];
  skipped: string[];
  checks: { mode: ServerMode; checked: number; sdkReceived: number; errors: string[] }[];
  hubStats: Record<string, number>;
  wallSeconds: number;
}

interface Side {
  mode: ServerMode;
  server: Child;
  clients: Child;
  delivered: number;
}

async function startSide(mode: ServerMode, o: FanoutOptions): Promise<Side> {
  const server = await startChild(`${mode} server`, new URL('./lib/server.child.ts', import.meta.url));
  const started = await server.request<StartResult>('start', {
    mode,
    users: mode === 'ours' ? o.subscribers : 0,
  } satisfies StartRequest);
  const clients = await startChild(`${mode} clients`, new URL('./lib/fanout-clients.child.ts', import.meta.url));
  await clients.request('start', {
    mode,
    url: started.url,
    subscribers: o.subscribers,
    tokens: started.users.map((u) => u.token),
    sdkClients: mode === 'ours' ? o.sdkClients : 0,
  } satisfies ClientsStart);
  const stats = await server.request<{ connections: number }>('stats');
  if (stats.connections !== o.subscribers) {
    throw new Error(`${mode}: ${stats.connections} connections on the server, expected ${o.subscribers}`);
  }
  return { mode, server, clients, delivered: 0 };
}

/** `rounds` bursts, each waited for until every subscriber has every publication. */
async function run(side: Side, o: FanoutOptions, perTurn: number, rounds: number): Promise<void> {
  for (let r = 0; r < rounds; r++) {
    side.delivered += o.publicationsPerRound * o.subscribers;
    const arrived = side.clients.request('expect', { total: side.delivered, timeoutMs: 60_000 });
    await side.server.request('burst', { publications: o.publicationsPerRound, perTurn });
    await arrived;
  }
}

async function measure(side: Side, o: FanoutOptions, perTurn: number, label: string) {
  await side.server.request('cpu-start', { label });
  await run(side, o, perTurn, o.rounds);
  const cpu = await side.server.request<CpuFigures & { hot?: HotFunction[] }>('cpu-stop');
  const msgs = o.rounds * o.publicationsPerRound * o.subscribers;
  return { msgs, cpu };
}

export async function runFanout(options: Partial<FanoutOptions> = {}): Promise<FanoutResult> {
  const o = { ...DEFAULT_FANOUT, ...options };
  const begun = performance.now();
  const skipped: string[] = [];
  const modes: ServerMode[] = ['ours', 'ws'];
  if (await socketIoAvailable()) modes.push('sio');
  else skipped.push('Socket.IO: `socket.io` / `socket.io-client` are not installed, so its row is skipped');
  const scenarios: Scenario[] = [
    { key: 'single', title: 'one publication per event-loop turn', perTurn: 1, modes },
    {
      key: 'packed',
      title: '10 publications per event-loop turn (ours packs them into one frame; raw ws sends the same packed frame)',
      perTurn: 10,
      modes: ['ours', 'ws'],
    },
  ];

  const sides: Side[] = [];
  try {
    for (const mode of modes) {
      console.log(`  starting ${LABELS[mode]}: server + ${o.subscribers} subscribers…`);
      sides.push(await startSide(mode, o));
    }
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const active = sides.filter((s) => scenario.modes.includes(s.mode));
      for (const side of active) await run(side, o, scenario.perTurn, o.warmupRounds);
      const before = new Map<ServerMode, ClientsReport>();
      for (const side of active) before.set(side.mode, await side.clients.request<ClientsReport>('report'));
      const perTrial = new Map<ServerMode, { msgs: number; cpu: CpuFigures }[]>();
      const hot: ScenarioResult['hot'] = [];
      // Engines take turns within each trial, so drift on the machine touches them all alike.
      for (let t = 0; t < o.trials; t++) {
        for (const side of active) {
          const m = await measure(side, o, scenario.perTurn, `fanout-${scenario.key}-${side.mode}-trial${t + 1}`);
          if (m.cpu.hot && t === 0) hot.push({ mode: side.mode, functions: m.cpu.hot });
          perTrial.set(side.mode, [...(perTrial.get(side.mode) ?? []), m]);
          const rate = m.msgs / ((m.cpu.userMs + m.cpu.systemMs) / 1000);
          console.log(`  [${scenario.key}] trial ${t + 1} ${LABELS[side.mode]}: ${int(rate)} msgs/CPU-s`);
        }
      }
      const engines: EngineFigures[] = [];
      for (const side of active) {
        const runs = perTrial.get(side.mode) ?? [];
        const after = await side.clients.request<ClientsReport>('report');
        const prev = before.get(side.mode);
        const frames = after.frames - (prev?.frames ?? 0);
        const bytes = after.bytes - (prev?.bytes ?? 0);
        const rawMsgs = after.received - (prev?.received ?? 0) - (after.sdkReceived - (prev?.sdkReceived ?? 0));
        const msgs = runs.reduce((n, r) => n + r.msgs, 0);
        const user = runs.reduce((n, r) => n + r.cpu.userMs, 0);
        const system = runs.reduce((n, r) => n + r.cpu.systemMs, 0);
        const wall = runs.reduce((n, r) => n + r.cpu.wallMs, 0);
        const trials = runs.map((r) => r.msgs / ((r.cpu.userMs + r.cpu.systemMs) / 1000));
        engines.push({
          mode: side.mode,
          label: LABELS[side.mode],
          trials,
          msgsPerCpuSecond: median(trials),
          cpuMicrosPerMsg: ((user + system) * 1000) / msgs,
          systemShare: system / (user + system),
          msgsPerWallSecond: msgs / (wall / 1000),
          msgsPerFrame: frames > 0 ? rawMsgs / frames : undefined,
          bytesPerMsg: frames > 0 ? bytes / rawMsgs : undefined,
        });
      }
      const ratio = (other: ServerMode): Ratio | undefined => {
        const ours = engines.find((e) => e.mode === 'ours')?.trials ?? [];
        const theirs = engines.find((e) => e.mode === other)?.trials;
        if (!theirs) return undefined;
        const r = ours.map((v, i) => v / (theirs[i] ?? Number.NaN));
        return { median: median(r), min: Math.min(...r), max: Math.max(...r) };
      };
      results.push({
        key: scenario.key,
        title: scenario.title,
        perTurn: scenario.perTurn,
        engines,
        ratioOursWs: ratio('ws'),
        ratioOursSio: ratio('sio'),
        hot,
      });
    }
    const checks = [];
    for (const side of sides) {
      const r = await side.clients.request<ClientsReport>('report');
      checks.push({ mode: side.mode, checked: r.checked, sdkReceived: r.sdkReceived, errors: r.errors });
    }
    const ours = sides.find((s) => s.mode === 'ours');
    const hubStats = ours ? await ours.server.request<Record<string, number>>('stats') : {};
    return {
      options: o,
      machine: machine(),
      frameBytes: Buffer.byteLength(centrifugePushText(1000)),
      scenarios: results,
      skipped,
      checks,
      hubStats,
      wallSeconds: (performance.now() - begun) / 1000,
    };
  } finally {
    // Clients first: the servers then close with nobody left to tell.
    for (const side of sides) await side.clients.stop();
    for (const side of sides) await side.server.stop();
  }
}

const ratioTarget = { ws: 0.7, sio: 1 };
const PACKAGES = ['ws', 'centrifuge', 'socket.io', 'socket.io-client'];

export function fanoutSummary(r: FanoutResult): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const single = r.scenarios.find((s) => s.key === 'single');
  const packed = r.scenarios.find((s) => s.key === 'packed');
  for (const e of single?.engines ?? []) {
    rows.push({
      benchmark: 'fan-out',
      figure: `${e.label} msgs/CPU-s`,
      value: int(e.msgsPerCpuSecond),
      target: '',
      ok: undefined,
    });
  }
  if (single?.ratioOursWs !== undefined) {
    rows.push({
      benchmark: 'fan-out',
      figure: 'ours / raw ws',
      value: fixed(single.ratioOursWs.median),
      target: `≥ ${ratioTarget.ws}`,
      ok: single.ratioOursWs.median >= ratioTarget.ws,
    });
  }
  rows.push({
    benchmark: 'fan-out',
    figure: 'ours / Socket.IO',
    value: single?.ratioOursSio !== undefined ? fixed(single.ratioOursSio.median) : 'skipped',
    target: `> ${ratioTarget.sio}`,
    ok: single?.ratioOursSio !== undefined ? single.ratioOursSio.median > ratioTarget.sio : undefined,
  });
  if (packed?.ratioOursWs !== undefined) {
    rows.push({
      benchmark: 'fan-out',
      figure: 'packed ×10: ours / raw ws',
      value: fixed(packed.ratioOursWs.median),
      target: 'info',
      ok: undefined,
    });
  }
  return rows;
}

function engineRows(s: ScenarioResult): string[][] {
  return s.engines.map((e) => [
    e.label,
    int(e.msgsPerCpuSecond),
    `${int(Math.min(...e.trials) / 1000)}k–${int(Math.max(...e.trials) / 1000)}k`,
    fixed(e.cpuMicrosPerMsg),
    `${Math.round(e.systemShare * 100)} %`,
    int(e.msgsPerWallSecond),
    e.msgsPerFrame === undefined ? 'n/a' : fixed(e.msgsPerFrame),
    e.bytesPerMsg === undefined ? 'n/a' : int(e.bytesPerMsg),
  ]);
}

const ENGINE_HEAD = [
  'engine',
  'msgs/CPU-s (median)',
  'trials min–max',
  'CPU µs/msg',
  'kernel share',
  'msgs/wall-s',
  'msgs/frame',
  'bytes/msg',
];

const showRatio = (r: Ratio) => `${fixed(r.median)} (trials ${fixed(r.min)}–${fixed(r.max)})`;

function ratioLines(s: ScenarioResult): string[] {
  const lines: string[] = [];
  if (s.ratioOursWs !== undefined) {
    const target = s.key === 'single' ? `; target ≥ ${ratioTarget.ws}` : '; informative';
    lines.push(`ours / raw ws = ${showRatio(s.ratioOursWs)}${target}`);
  }
  if (s.ratioOursSio !== undefined) {
    lines.push(`ours / Socket.IO = ${showRatio(s.ratioOursSio)}; target > ${ratioTarget.sio}`);
  }
  return lines;
}

function describe(r: FanoutResult): string {
  const o = r.options;
  return (
    `${o.subscribers} subscribers (ours: ${o.subscribers - o.sdkClients} raw-protocol clients + ${o.sdkClients} ` +
    `\`centrifuge\` SDK client), ${o.trials} trials × ${o.rounds * o.publicationsPerRound} publications per engine ` +
    `(= ${int(o.rounds * o.publicationsPerRound * o.subscribers)} deliveries per trial), ${r.frameBytes}-byte push frame; ` +
    'server CPU = process.cpuUsage() of the server process, subscribers in another process.'
  );
}

export function printFanout(r: FanoutResult): void {
  console.log(`\nFan-out — ${describe(r)}`);
  console.log(packagesLine(PACKAGES));
  for (const s of r.scenarios) {
    console.log(`\n${s.title}:`);
    console.log(textTable(ENGINE_HEAD, engineRows(s)));
    for (const line of ratioLines(s)) console.log(line);
    for (const h of s.hot) {
      console.log(`\nprofile ${LABELS[h.mode]} (self time, first trial; profiled run, figures not comparable):`);
      for (const f of h.functions) console.log(`  ${f.selfPercent.toFixed(1).padStart(5)} %  ${f.name}  ${f.where}`);
    }
  }
  for (const c of r.checks) {
    const sdk = c.mode === 'ours' ? `, SDK client received ${int(c.sdkReceived)} in order` : '';
    console.log(
      `check ${LABELS[c.mode]}: ${int(c.checked)} publications verified on one client${sdk}; ${c.errors.length === 0 ? 'no errors' : `errors: ${c.errors.join('; ')}`}`,
    );
  }
  console.log(`hub: ${JSON.stringify(r.hubStats)}`);
  for (const s of r.skipped) console.log(`skipped — ${s}`);
  console.log(`fan-out took ${r.wallSeconds.toFixed(0)} s`);
}

export function fanoutMarkdown(r: FanoutResult): string {
  const parts = [
    `## Fan-out: one publication to ${int(r.options.subscribers)} subscribers`,
    '',
    machineLine(r.machine),
    '',
    packagesLine(PACKAGES),
    '',
  ];
  parts.push(describe(r), '');
  for (const s of r.scenarios) {
    parts.push(
      `### ${s.title[0]?.toUpperCase()}${s.title.slice(1)}`,
      '',
      markdownTable(ENGINE_HEAD, engineRows(s)),
      '',
    );
    for (const line of ratioLines(s)) parts.push(`- **${line}**`);
    parts.push('');
  }
  for (const c of r.checks) {
    parts.push(
      `- check ${LABELS[c.mode]}: ${int(c.checked)} publications verified${c.mode === 'ours' ? `, SDK client ${int(c.sdkReceived)}` : ''}; ${c.errors.length === 0 ? 'no errors' : c.errors.join('; ')}`,
    );
  }
  for (const s of r.skipped) parts.push(`- skipped: ${s}`);
  return parts.join('\n');
}

if (isMain(import.meta.url)) {
  printFanout(await runFanout());
}
