/**
 * Thursday 7 am: a platform-sized proof. A synthetic organisation (200 chapters × 40 members, six months of
 * history) in its own PostgreSQL schema; every chapter meets at the same hour and every member is active in the
 * half hour before it, while 10,000 member devices hold live connections. Two server processes (PostgreSQL +
 * Redis, production mode) behind nginx, then one process without nginx for comparison. The half hour is
 * compressed into a short window at the same per-second rate (1×), then at 5×, 10×, 20×… until it breaks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/kysely.ts';
import { toStamp } from '../apps/server/src/db/sql-values.ts';
import { TokenService } from '../apps/server/src/modules/auth/tokens.ts';
import { freePort } from '../apps/server/src/ops/free-port.ts';
import { type Nginx, startNginx } from '../apps/server/src/ops/nginx.ts';
import { compiledMain, serverCommand, serverDir } from '../apps/server/src/ops/server-entry.ts';
import { pgQuery } from '../apps/server/src/test/server-process.ts';
import { CLIENT_VERSION } from '../packages/shared/src/constants.ts';
import { effectivePermissions } from '../packages/shared/src/role-permissions.ts';
import { type Child, startChild } from './lib/ipc.ts';
import { generateOrg, ORG_PASSWORD, type Org } from './lib/org-generator.ts';
import { int, isMain, machine, percentile } from './lib/report.ts';
import type { ActionFigures, ActorsInit, StepRequest, StepResult } from './lib/thursday-actors.child.ts';
import {
  ACTIONS,
  type ActionRow,
  BREAK,
  DEFAULT_THURSDAY,
  HALF_HOUR_MS,
  type StepFigures,
  type ThursdayOptions,
  type ThursdayResult,
  type TopologyResult,
  WARM_UP_MS,
} from './lib/thursday-model.ts';
import {
  cpuBetween,
  cpuByName,
  cpuMs,
  machineJiffies,
  nginxErrorLines,
  nginxPids,
  nginxSocketRoom,
  type PoolSample,
  pgTransactions,
  rssMb,
  samplePools,
  sleep,
} from './lib/thursday-probes.ts';
import { deleteRedisKeys } from './lib/thursday-redis.ts';
import { poolText, printThursday } from './lib/thursday-report.ts';
import type { Delivery, Device, OpenRequest, OpenResult, SocketCounts } from './lib/thursday-sockets.child.ts';

interface ServerProc {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function startServer(port: number, env: Record<string, string>): Promise<ServerProc> {
  const { command, args } = serverCommand();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const flags = profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(command, [...flags, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, output: () => out };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} not ready:\n${out}`);
}

async function stopServer(s: ServerProc): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

interface Fleet {
  devices: Device[];
  byUser: Map<number, number[]>;
  leaderTokens: Record<number, string>;
}

const ipOf = (userId: number) => `10.${(userId >> 16) & 255}.${(userId >> 8) & 255}.${userId & 255}`;

/**
 * The members' devices already signed in (the app open on their phones): one per member, a second (a laptop)
 * for every fourth member until `count` devices. Sessions are written in bulk and their tokens signed with the
 * servers' secret, as a sign-in would make them.
 */
async function makeFleet(org: Org, count: number, secret: string): Promise<Fleet> {
  const members = org.chapters.flatMap((c) => c.members.map((m) => ({ ...m, groupId: c.groupId })));
  const owners = [...members];
  for (let i = 0; owners.length < count && i < members.length; i += 4) owners.push(members[i] as (typeof members)[0]);
  const now = new Date();
  const expires = new Date(now.getTime() + 7 * 86_400_000);
  const tokens = new TokenService(secret);
  const sessions = owners.slice(0, count).map((m) => ({
    id: randomBytes(32).toString('base64url'),
    user_id: m.id,
    created_at: toStamp(now),
    expires_at: toStamp(expires),
    revoked_at: null,
    user_agent: 'thursday-bench device',
    ip: ipOf(m.id),
  }));
  const { db, close } = createDb({ databaseUrl: org.url, sqliteFile: '' });
  try {
    for (let i = 0; i < sessions.length; i += 5000) {
      await db
        .insertInto('sessions')
        .values(sessions.slice(i, i + 5000))
        .execute();
    }
  } finally {
    await close();
  }
  const devices: Device[] = [];
  const byUser = new Map<number, number[]>();
  const leaderTokens: Record<number, string> = {};
  for (const [index, s] of sessions.entries()) {
    const m = owners[index] as (typeof members)[0];
    const token = await tokens.sign(
      {
        userId: m.id,
        sessionId: s.id,
        version: CLIENT_VERSION,
        permissions: effectivePermissions(m.role, [], m.groupId),
      },
      now,
      expires,
    );
    devices.push({ index, userId: m.id, token, ip: s.ip });
    byUser.set(m.id, [...(byUser.get(m.id) ?? []), index]);
    if (m.role !== 'Member' && leaderTokens[m.id] === undefined) leaderTokens[m.id] = token;
  }
  return { devices, byUser, leaderTokens };
}

// ---------------------------------------------------------------------------------------------- figures

function actionRow(name: string, f: ActionFigures | undefined): ActionRow {
  const l = f?.latencies ?? [];
  return {
    name,
    count: l.length,
    p50: percentile(l, 50),
    p99: percentile(l, 99),
    max: l.length ? Math.max(...l) : Number.NaN,
    errors: f?.errors ?? 0,
    samples: f?.errorSamples ?? [],
  };
}

function stepFigures(
  multiplier: number,
  req: StepRequest,
  r: StepResult,
  deliveries: Delivery[],
  fleet: Fleet,
  connected: ReadonlySet<number>,
  load: {
    cpu: number[];
    rss: number[];
    machineBusy: number;
    cpuShares: StepFigures['cpuShares'];
    transactionsPerRequest: number;
    pool: PoolSample;
  },
  closedSockets: number,
): StepFigures {
  const actions = [...ACTIONS, ...Object.keys(r.actions).filter((n) => !ACTIONS.includes(n))]
    .filter((n) => r.actions[n])
    .map((n) => actionRow(n, r.actions[n]));
  const homeCalls = Object.keys(r.homeCalls).map((n) => actionRow(n, r.homeCalls[n]));
  // Each accepted message must reach every device of its recipient and of its sender exactly once.
  const byMessage = new Map<string, Map<number, number[]>>();
  for (const [id, device, at] of deliveries) {
    let seen = byMessage.get(id);
    if (!seen) {
      seen = new Map();
      byMessage.set(id, seen);
    }
    seen.set(device, [...(seen.get(device) ?? []), at]);
  }
  let expected = 0;
  let delivered = 0;
  let lost = 0;
  let duplicates = 0;
  const push: number[] = [];
  for (const [id, sender, recipient, sentAt, ok] of r.messages) {
    if (!ok) continue;
    const seen = byMessage.get(id);
    for (const [who, devices] of [
      [recipient, fleet.byUser.get(recipient) ?? []],
      [sender, fleet.byUser.get(sender) ?? []],
    ] as const) {
      for (const d of devices) {
        if (!connected.has(d)) continue;
        expected++;
        const times = seen?.get(d) ?? [];
        if (times.length === 0) lost++;
        else {
          delivered++;
          duplicates += times.length - 1;
          if (who === recipient) push.push((times[0] as number) - sentAt);
        }
      }
    }
  }
  const total = actions.reduce((s, a) => s + a.count, 0);
  const errors = actions.reduce((s, a) => s + a.errors, 0);
  const worst = actions.filter((a) => a.count > 0).sort((a, b) => b.p99 - a.p99)[0];
  const lagP99 = percentile(r.lag, 99);
  const reasons: string[] = [];
  if (total > 0 && errors / total > BREAK.errorShare) {
    const top = actions.filter((a) => a.errors > 0).sort((a, b) => b.errors - a.errors)[0];
    reasons.push(
      `${int(errors)} errors (${((errors / total) * 100).toFixed(1)} %; most: ${top?.name} ${top?.samples[0] ?? ''})`,
    );
  }
  if (lost > 0) reasons.push(`${int(lost)} deliveries lost`);
  if (duplicates > 0) reasons.push(`${int(duplicates)} deliveries duplicated`);
  if (worst && worst.p99 > BREAK.p99Ms) reasons.push(`p99 ${worst.name} ${Math.round(worst.p99)} ms`);
  if (lagP99 > BREAK.lagP99Ms) reasons.push(`load generator ${Math.round(lagP99)} ms late (client saturated)`);
  const accepted = r.messages.filter((m) => m[4]).length;
  return {
    multiplier,
    members: req.members,
    marks: req.marks,
    actions,
    homeCalls,
    actionsPerSecond: total / (r.wallMs / 1000),
    requestsPerSecond: r.requests / (r.wallMs / 1000),
    messages: { sent: r.messages.length, accepted, expected, delivered, lost, duplicates },
    pushP50: percentile(push, 50),
    pushP99: percentile(push, 99),
    lagP99,
    cpu: load.cpu,
    rssMb: load.rss,
    machineBusy: load.machineBusy,
    cpuShares: load.cpuShares,
    transactionsPerRequest: load.transactionsPerRequest,
    pool: load.pool,
    closedSockets,
    broken: reasons.length ? reasons.join('; ') : undefined,
  };
}

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

    // Sockets: a short warm-up (the code paths of connect), then the memory before and after the fleet.
    const per = Math.ceil(fleet.devices.length / o.socketChildren);
    for (let i = 0; i < o.socketChildren; i++) {
      children.push(await startChild(`sockets ${i + 1}`, new URL('./lib/thursday-sockets.child.ts', import.meta.url)));
    }
    const socketChildren = [...children];
    const warm = await startChild('sockets warm-up', new URL('./lib/thursday-sockets.child.ts', import.meta.url));
    await warm.request<OpenResult>('open', {
      targets: wsTargets,
      devices: fleet.devices.slice(0, 200),
      concurrency: 20,
    } satisfies OpenRequest);
    await warm.stop();
    await sleep(3000);
    const nginxProcs = viaNginx ? nginxPids(workDir) : [];
    const idleRss = pids().map(rssMb);
    const nginxIdleRss = nginxProcs.reduce((a, pid) => a + rssMb(pid), 0);
    const opening = performance.now();
    // Below the server's 50 connections waiting per address and process (nginx forwards them all from one).
    const open = (child: Child, devices: Device[], to: string[]) =>
      child.request<OpenResult>('open', { targets: to, devices, concurrency: 15 } satisfies OpenRequest, 600_000);
    // nginx proxies a WebSocket on two connections (client and process); past its worker_connections it drops
    // new connections, HTTP requests included. Beyond what it can hold with room left for the members' HTTP,
    // devices connect to the processes directly, and the report says how many.
    const nginxRoom = viaNginx ? nginxSocketRoom(workDir) : Number.POSITIVE_INFINITY;
    const directTargets = ports.map((p) => `ws://127.0.0.1:${p}/connection/websocket`);
    const owner = (d: Device) => Math.min(socketChildren.length - 1, Math.floor(d.index / per));
    let refused = 0;
    let direct = 0;
    const failed: number[] = [];
    const socketErrors: string[] = [];
    /** Opens `devices` from the children that own them: through nginx while it has room, else directly. */
    const openBatch = async (devices: Device[]) => {
      const first = await Promise.all(
        socketChildren.map((c, i) => {
          const mine = devices.filter((d) => owner(d) === i);
          return Promise.all([
            open(
              c,
              mine.filter((d) => d.index < nginxRoom),
              wsTargets,
            ),
            open(
              c,
              mine.filter((d) => d.index >= nginxRoom),
              directTargets,
            ),
          ]);
        }),
      );
      socketErrors.push(...first.flatMap((r) => r.flatMap((x) => x.errors)));
      const refusedNow = viaNginx ? first.reduce((sum, [proxied]) => sum + proxied.failed.length, 0) : 0;
      refused += refusedNow;
      if (viaNginx) direct += first.reduce((sum, [, b]) => sum + b.opened, 0);
      failed.push(...first.flatMap(([a, b]) => [...(viaNginx ? [] : a.failed), ...b.failed]));
      if (refusedNow > 0) {
        // What nginx refused goes to the processes directly, so they still hold the whole fleet.
        console.log(`  ! nginx refused ${int(refusedNow)} sockets: ${socketErrors[0]}`);
        const second = await Promise.all(
          socketChildren.map((c, i) =>
            open(
              c,
              (first[i]?.[0].failed ?? []).map((d) => fleet.devices[d] as Device),
              directTargets,
            ),
          ),
        );
        direct += second.reduce((sum, r) => sum + r.opened, 0);
        failed.push(...second.flatMap((r) => r.failed));
      }
    };
    // In two halves: the second half's RSS growth is the marginal cost of a connection, without what the first
    // connections grew once (code, pools, the heap's young generation).
    const half = Math.floor(fleet.devices.length / 2);
    await openBatch(fleet.devices.slice(0, half));
    await sleep(5000);
    const halfRss = pids().map(rssMb);
    await openBatch(fleet.devices.slice(half));
    const connected = new Set(fleet.devices.map((d) => d.index));
    for (const d of failed) connected.delete(d);
    const socketOpenSeconds = (performance.now() - opening) / 1000 - 5;
    await sleep(5000);
    const socketsRss = pids().map(rssMb);
    const nginxSocketsRss = nginxProcs.reduce((a, pid) => a + rssMb(pid), 0);
    const socketsOpened = connected.size;
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const kbPerConnection = socketsOpened > 0 ? ((sum(socketsRss) - sum(idleRss)) * 1024) / socketsOpened : Number.NaN;
    const secondHalf = [...connected].filter((d) => d >= half).length;
    const marginalKb = secondHalf > 0 ? ((sum(socketsRss) - sum(halfRss)) * 1024) / secondHalf : Number.NaN;
    const throughNginx = viaNginx ? socketsOpened - direct : 0;
    const nginxKbPerConnection =
      throughNginx > 0 ? ((nginxSocketsRss - nginxIdleRss) * 1024) / throughNginx : Number.NaN;
    const nginxErrors = viaNginx ? nginxErrorLines(workDir) : [];
    console.log(
      `  ${int(socketsOpened)} sockets subscribed in ${socketOpenSeconds.toFixed(1)} s` +
        `${viaNginx ? ` (${int(throughNginx)} through nginx, ${int(direct)} direct)` : ''}` +
        `${failed.length ? `, ${int(failed.length)} failed` : ''}; ` +
        `RSS ${idleRss.map((m) => m.toFixed(0)).join(' + ')} → ${socketsRss.map((m) => m.toFixed(0)).join(' + ')} MB ` +
        `= ${kbPerConnection.toFixed(1)} KB per connection (second half alone ${marginalKb.toFixed(1)} KB)` +
        `${viaNginx ? `; nginx ${nginxIdleRss.toFixed(0)} → ${nginxSocketsRss.toFixed(0)} MB` : ''}`,
    );
    for (const line of nginxErrors.slice(0, 3)) console.log(`  nginx: ${line}`);

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

    const steps: StepFigures[] = [];
    const memberCount = org.chapters.reduce((s, c) => s + c.members.length, 0);
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
    // Warm-up, not counted: the first minute of the morning at the real rate (code paths compiled, pools and
    // caches filled), so a 30 s step of ~130 members does not carry the processes' start alone.
    const warmMembers = Math.round((memberCount * WARM_UP_MS) / HALF_HOUR_MS);
    await actors.request<StepResult>('step', {
      members: warmMembers,
      marks: warmMembers,
      windowMs: WARM_UP_MS,
      thinkMs: o.thinkMs,
      stepId: `${plan.processes}p-warm${Date.now().toString(36)}`,
    } satisfies StepRequest);
    for (const c of socketChildren) await c.request('collect');
    await sleep(2000);
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
      socketsOpened,
      throughNginx,
      refusedByNginx: viaNginx ? refused : 0,
      socketOpenSeconds,
      socketErrors: socketErrors.slice(0, 3),
      nginxErrors: nginxErrors.slice(0, 3),
      idleRssMb: idleRss,
      socketsRssMb: socketsRss,
      kbPerConnection,
      marginalKbPerConnection: marginalKb,
      nginxKbPerConnection,
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
    const headline = await runTopology(
      { name: '2 processes behind nginx', processes: 2, nginx: true },
      o,
      org,
      fleet,
      serverEnv,
    );
    topologies.push(headline);
    topologies.push(
      await runTopology(
        { name: '1 process, no nginx', processes: 1, nginx: false, steps: headline.steps.map((x) => x.multiplier) },
        o,
        org,
        fleet,
        serverEnv,
      ),
    );
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
