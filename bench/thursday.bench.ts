import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/ops/free-port.ts';
import { type Nginx, startNginx } from '../apps/server/src/ops/nginx.ts';
import { compiledMain, serverDir } from '../apps/server/src/ops/server-entry.ts';
import { pgQuery } from '../apps/server/src/test/server-process.ts';
import { type Child, startChild } from './lib/ipc.ts';
import { generateOrg, ORG_PASSWORD, type Org } from './lib/org-generator.ts';
import { int, isMain, machine } from './lib/report.ts';
import type { ActorsInit, StepRequest, StepResult } from './lib/thursday-actors.child.ts';
import { stepFigures } from './lib/thursday-figures.ts';
import { type Fleet, ipOf, makeFleet, type ServerProc, startServer, stopServer } from './lib/thursday-fleet.ts';
import {
  DEFAULT_THURSDAY,
  HALF_HOUR_MS,
  type StepFigures,
  type ThursdayOptions,
  type ThursdayResult,
  type TopologyResult,
  WARM_UP_MS,
} from './lib/thursday-model.ts';
import { openFleetSockets } from './lib/thursday-open.ts';
import {
  cpuBetween,
  cpuByName,
  cpuMs,
  machineJiffies,
  nginxPids,
  pgTransactions,
  rssMb,
  samplePools,
  sleep,
} from './lib/thursday-probes.ts';
import { deleteRedisKeys } from './lib/thursday-redis.ts';
import { poolText, printThursday } from './lib/thursday-report.ts';
import type { Delivery, SocketCounts } from './lib/thursday-sockets.child.ts';

// ---------------------------------------------------------------------------------------------- topology

interface TopologyPlan {
  name: string;
  processes: number;
  nginx: boolean;
  /** The steps to run instead of the ladder (the comparison runs the headline's), up to the first that breaks. */
  steps?: number[];
}

async function runTopology(
  plan: TopologyPlan,
  o: ThursdayOptions,
  org: Org,
  fleet: Fleet,
  serverEnv: Record<string, string>,
): Promise<TopologyResult> {
  console.log(`\n  --- ${plan.name} ---`);
  const servers: ServerProc[] = [];
  const children: Child[] = [];
  let nginx: Nginx | undefined;
  const workDir = mkdtempSync(path.join(tmpdir(), 'thursday-nginx-'));
  try {
    const publicPort = await freePort();
    const ports: number[] = [];
    for (let i = 0; i < plan.processes; i++) ports.push(await freePort());
    const viaNginx = plan.nginx;
    const appUrl = `http://127.0.0.1:${viaNginx ? publicPort : ports[0]}`;
    // One after the other: the first finds the schema migrated, the others find that done.
    // Each process names its database connections, so PostgreSQL's view of its pool can be sampled.
    const appNames = ports.map((port) => `thursday-${port}`);
    for (const [i, port] of ports.entries()) {
      const databaseUrl = `${serverEnv.DATABASE_URL}&application_name=${appNames[i]}`;
      servers.push(await startServer(port, { ...serverEnv, DATABASE_URL: databaseUrl, APP_URL: appUrl }));
    }
    let targets: string[];
    let entry: string;
    if (viaNginx) {
      nginx = await startNginx({
        listenPort: publicPort,
        upstreams: ports.map((port) => ({ host: '127.0.0.1', port })),
        workDir,
      });
      targets = [nginx.url.replace(/\/$/, '')];
      entry = `nginx on :${nginx.port} → ${ports.length} processes`;
    } else {
      targets = ports.map((p) => `http://127.0.0.1:${p}`);
      entry = ports.length > 1 ? `the ${ports.length} processes directly, in turn` : 'the process directly';
    }
    console.log(`  ${plan.processes} process(es) ready; traffic through ${entry}`);
    const pids = () => servers.map((s) => s.child.pid);
    const wsTargets = targets.map((t) => `${t.replace(/^http/, 'ws')}/connection/websocket`);

    const actors = await startChild('actors', new URL('./lib/thursday-actors.child.ts', import.meta.url));
    children.push(actors);
    await actors.request('init', {
      targets,
      chapters: org.chapters.map((c) => ({
        meetingId: c.meetingId,
        members: c.members.map((m) => ({ ...m, ip: ipOf(m.id) })),
      })),
      password: ORG_PASSWORD,
      leaderTokens: fleet.leaderTokens,
    } satisfies ActorsInit);

    const memberCount = org.chapters.reduce((s, c) => s + c.members.length, 0);
    // Warm-up, not counted: the first minute of the morning at the real rate (code paths compiled, pools and
    // caches filled), so a 30 s step of ~130 members does not carry the processes' start alone. It runs before the
    // sockets open, so their memory is measured on processes that have served traffic, as at 7 am: V8's young
    // generation grows once under load (1 → 32 MB per process) and never shrinks when idle, a cost per process
    // that a freshly started process would otherwise charge to the first sockets.
    const warmMembers = Math.round((memberCount * WARM_UP_MS) / HALF_HOUR_MS);
    await actors.request<StepResult>('step', {
      members: warmMembers,
      marks: warmMembers,
      windowMs: WARM_UP_MS,
      thinkMs: o.thinkMs,
      stepId: `${plan.processes}p-warm${Date.now().toString(36)}`,
    } satisfies StepRequest);
    await sleep(2000);
    // Sockets: the fleet opened in two halves, with the servers' (and nginx's) memory before, between and after.
    const nginxProcs = viaNginx ? nginxPids(workDir) : [];
    const { socketChildren, connected, sockets } = await openFleetSockets({
      fleet,
      socketChildren: o.socketChildren,
      wsTargets,
      ports,
      viaNginx,
      workDir,
      pids,
      nginxProcs,
      children,
    });

    const steps: StepFigures[] = [];
    const runStep = async (multiplier: number): Promise<StepFigures> => {
      const req: StepRequest = {
        members: Math.round((multiplier * memberCount * o.windowMs) / HALF_HOUR_MS),
        marks: Math.round((multiplier * memberCount * o.windowMs) / HALF_HOUR_MS),
        windowMs: o.windowMs,
        thinkMs: o.thinkMs,
        stepId: `${plan.processes}p${multiplier}x${Date.now().toString(36)}`,
      };
      for (const c of socketChildren) await c.request('collect');
      const cpuBefore = pids().map(cpuMs);
      const clientPids = [process.pid, ...children.map((c) => c.pid)];
      const clientsBefore = clientPids.map(cpuMs);
      const nginxBefore = nginxProcs.reduce((a, pid) => a + cpuMs(pid), 0);
      const pgBefore = cpuByName(['postgres']);
      const redisBefore = cpuByName(['redis-server']);
      const xactBefore = await pgTransactions(o.pgUrl);
      const jiffies = machineJiffies();
      const wall = performance.now();
      const running = actors.request<StepResult>('step', req, o.windowMs + 300_000);
      const pools = samplePools(o.pgUrl, appNames, running);
      const r = await running;
      const wallMs = performance.now() - wall;
      const pool = await pools;
      const jiffiesAfter = machineJiffies();
      const transactions = (await pgTransactions(o.pgUrl)) - xactBefore;
      const share = (ms: number) => (ms / wallMs) * 100;
      const cpu = pids().map((pid, i) => share(cpuMs(pid) - (cpuBefore[i] ?? 0)));
      const machineBusy = ((jiffiesAfter.busy - jiffies.busy) / Math.max(1, jiffiesAfter.total - jiffies.total)) * 100;
      const shares = {
        postgres: share(cpuBetween(pgBefore, cpuByName(['postgres']))),
        redis: share(cpuBetween(redisBefore, cpuByName(['redis-server']))),
        nginx: share(nginxProcs.reduce((a, pid) => a + cpuMs(pid), 0) - nginxBefore),
        loadGenerators: share(clientPids.reduce<number>((a, pid, i) => a + cpuMs(pid) - (clientsBefore[i] ?? 0), 0)),
        other: 0,
      };
      const known =
        cpu.reduce((a, b) => a + b, 0) + shares.postgres + shares.redis + shares.nginx + shares.loadGenerators;
      shares.other = Math.max(0, machineBusy * availableParallelism() - known);
      const load = {
        cpu,
        rss: pids().map(rssMb),
        machineBusy,
        cpuShares: shares,
        transactionsPerRequest: transactions / Math.max(1, r.requests),
        pool,
      };
      await sleep(3000);
      const deliveries = (await Promise.all(socketChildren.map((c) => c.request<Delivery[]>('collect')))).flat();
      const counts = await Promise.all(socketChildren.map((c) => c.request<SocketCounts>('counts')));
      const closedSockets = counts.reduce((s, c) => s + Object.values(c.closed).reduce((a, b) => a + b, 0), 0);
      const f = stepFigures(multiplier, req, r, deliveries, fleet, connected, load, closedSockets);
      printStepLine(f);
      steps.push(f);
      await sleep(2000);
      return f;
    };
    // Up the ladder to the first step that breaks; then the steps between the last that held and it, so the
    // report can say where between them it breaks. A comparison run takes the headline's steps as they are.
    let lastHeld = 0;
    for (const multiplier of plan.steps ?? o.multipliers) {
      const f = await runStep(multiplier);
      if (!f.broken) {
        lastHeld = multiplier;
        continue;
      }
      if (!plan.steps && lastHeld > 0) {
        const between =
          multiplier / lastHeld >= 4
            ? [2 * lastHeld, 3 * lastHeld, 4 * lastHeld]
            : [Math.round((lastHeld + multiplier) / 2)];
        for (const m of between.filter((x) => x > lastHeld && x < multiplier)) {
          if ((await runStep(m)).broken) break;
        }
      }
      break;
    }
    steps.sort((x, y) => x.multiplier - y.multiplier);
    const firstBroken = steps.find((x) => x.broken);
    const brokeAt = firstBroken ? `${firstBroken.multiplier}×: ${firstBroken.broken}` : undefined;
    const dead = servers.filter((s) => s.child.exitCode !== null);
    if (dead.length) console.log(`  ! ${dead.length} server process(es) exited:\n${dead[0]?.output().slice(-2000)}`);
    return {
      name: plan.name,
      processes: plan.processes,
      viaNginx,
      entry,
      ...sockets,
      steps,
      brokeAt,
    };
  } finally {
    for (const c of children) await c.stop();
    await nginx?.stop().catch((err: unknown) => console.error('  nginx stop failed:', err));
    for (const s of servers) await stopServer(s);
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** n processes behind nginx; one process alone is reached directly. */
function topologyPlan(processes: number): TopologyPlan {
  return processes === 1
    ? { name: '1 process, no nginx', processes, nginx: false }
    : { name: `${processes} processes behind nginx`, processes, nginx: true };
}

function printStepLine(f: StepFigures): void {
  const worst = [...f.actions].sort((a, b) => b.p99 - a.p99)[0];
  const errors = f.actions.reduce((s, a) => s + a.errors, 0);
  console.log(
    `  [${f.multiplier}×] ${int(f.actionsPerSecond)} actions/s, ${int(f.requestsPerSecond)} req/s; pools ` +
      `${poolText(f.pool)}; worst p99 ` +
      `${worst?.name} ${Math.round(worst?.p99 ?? 0)} ms; errors ${errors}; messages ${f.messages.accepted}, lost ` +
      `${f.messages.lost}, dup ${f.messages.duplicates}; push p99 ${Math.round(f.pushP99)} ms; CPU ` +
      `${f.cpu.map((c) => `${Math.round(c)} %`).join(' + ')}; RSS ${f.rssMb.map((m) => m.toFixed(0)).join(' + ')} MB` +
      `${f.broken ? `\n    BROKEN: ${f.broken}` : ''}`,
  );
}

export async function runThursday(options: Partial<ThursdayOptions> = {}): Promise<ThursdayResult> {
  const o = { ...DEFAULT_THURSDAY, ...options };
  const begun = performance.now();
  const loadBefore = loadavg();
  console.log(`  load average before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')} (2 cores)`);
  console.log(`  generating ${o.chapters} chapters × ${o.membersPerChapter} members, six months of history…`);
  const org = await generateOrg(o.pgUrl, { chapters: o.chapters, membersPerChapter: o.membersPerChapter });
  const rows = Object.values(org.counts).reduce((a, b) => a + b, 0);
  console.log(`  generated ${int(rows)} rows in ${org.seconds.toFixed(1)} s (schema ${org.schema}):`);
  console.log(
    `    ${Object.entries(org.counts)
      .map(([t, n]) => `${t} ${int(n)}`)
      .join(', ')}`,
  );
  console.log(`  every chapter's meeting starts at ${org.meetingStartsAt}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thursday-data-'));
  try {
    const secret = randomBytes(32).toString('hex');
    const fleet = await makeFleet(org, o.sockets, secret);
    mkdirSync(path.join(dataDir, 'no-web'), { recursive: true });
    const serverEnv: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: org.url,
      REDIS_URL: o.redisUrl,
      JWT_SECRET: secret,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DEMO_SEED: '0',
    };
    const server = existsSync(compiledMain)
      ? `compiled build (${path.relative(path.resolve(serverDir, '../..'), compiledMain)})`
      : 'TypeScript source through tsx';
    console.log(`  server: ${server}`);
    const topologies: TopologyResult[] = [];
    const [first = 2, ...others] = o.processes;
    const headline = await runTopology(topologyPlan(first), o, org, fleet, serverEnv);
    topologies.push(headline);
    for (const n of others) {
      const steps = headline.steps.map((x) => x.multiplier);
      topologies.push(await runTopology({ ...topologyPlan(n), steps }, o, org, fleet, serverEnv));
    }
    return {
      options: o,
      machine: machine(),
      loadBefore,
      loadAfter: loadavg(),
      org: { seconds: org.seconds, counts: org.counts, meetingStartsAt: org.meetingStartsAt },
      server,
      topologies,
      wallSeconds: (performance.now() - begun) / 1000,
    };
  } finally {
    // The real-time broker's keys (each channel's offsets are kept a week) go with the schema that named them.
    const cluster = await pgQuery<{ value: string }>(
      org.url,
      "select value from app_meta where key = 'realtime_cluster_id'",
    ).catch(() => []);
    for (const { value } of cluster) {
      await deleteRedisKeys(o.redisUrl, `rt:${value}:*`).catch((err: unknown) =>
        console.error('  ! could not remove the run’s Redis keys:', err),
      );
    }
    await org.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------- report

if (isMain(import.meta.url)) {
  const r = await runThursday();
  printThursday(r);
}
