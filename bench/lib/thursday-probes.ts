/** What the Thursday 7 am benchmark reads off the machine: memory, CPU, PostgreSQL pools and nginx. */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pgQuery } from '../../apps/server/src/test/server-process.ts';
import { int } from './report.ts';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** utime + stime of a process in ms (Linux clock ticks are 10 ms). */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Busy and total jiffies of the whole machine (/proc/stat), for the share of both cores in use. */
export function machineJiffies(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

/** CPU ms of every process whose name is `names` (PostgreSQL backends come and go: each is counted by pid). */
export function cpuByName(names: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!names.some((n) => comm.startsWith(n))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(e), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // Exited while we looked.
    }
  }
  return out;
}

/** CPU ms spent between two snapshots by the processes of the second (new ones count from their start). */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** Transactions PostgreSQL has committed or rolled back in the database (every query outside one counts one). */
export async function pgTransactions(pgUrl: string): Promise<number> {
  const rows = await pgQuery<{ n: string }>(
    pgUrl,
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]?.n ?? 0);
}

export interface PoolSample {
  /** Average over the step's samples, per server process: pool connections open, and busy (not idle). */
  open: number[];
  busy: number[];
  /** Share of samples in which every open connection of a process was busy (requests then queue for one). */
  allBusyShare: number[];
  /** What busy backends were doing, by wait event ('CPU' when none), share of busy backend samples. */
  waits: [string, number][];
}

/**
 * Samples PostgreSQL's view of the servers' pools every 500 ms until `stop` resolves: each process connects
 * with its own application_name (`names`), so pg_stat_activity tells its backends apart from anyone else's.
 */
export async function samplePools(pgUrl: string, names: string[], stop: Promise<unknown>): Promise<PoolSample> {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const open = names.map(() => 0);
  const busy = names.map(() => 0);
  const allBusy = names.map(() => 0);
  const waits = new Map<string, number>();
  let samples = 0;
  let busyTotal = 0;
  while (!done) {
    const rows = await pgQuery<{ app: string; state: string | null; wait: string | null }>(
      pgUrl,
      "select application_name as app, state, wait_event_type || ':' || wait_event as wait from pg_stat_activity " +
        `where application_name in (${names.map((n) => `'${n}'`).join(', ')})`,
    ).catch(() => []);
    samples++;
    for (const [i, name] of names.entries()) {
      const own = rows.filter((r) => r.app === name);
      const active = own.filter((r) => r.state !== 'idle');
      open[i] = (open[i] ?? 0) + own.length;
      busy[i] = (busy[i] ?? 0) + active.length;
      if (own.length > 0 && active.length === own.length) allBusy[i] = (allBusy[i] ?? 0) + 1;
      for (const r of active) {
        const key = r.state === 'active' ? (r.wait ?? 'CPU') : (r.state ?? 'unknown');
        waits.set(key, (waits.get(key) ?? 0) + 1);
        busyTotal++;
      }
    }
    await sleep(500);
  }
  const n = Math.max(1, samples);
  return {
    open: open.map((x) => x / n),
    busy: busy.map((x) => x / n),
    allBusyShare: allBusy.map((x) => x / n),
    waits: [...waits].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / Math.max(1, busyTotal)]),
  };
}

/** nginx's master (from its pid file) and workers. */
export function nginxPids(workDir: string): number[] {
  try {
    const master = Number(readFileSync(path.join(workDir, 'nginx.pid'), 'utf8').trim());
    const workers = readdirSync('/proc')
      .filter((e) => /^\d+$/.test(e))
      .filter((e) => {
        try {
          const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [master, ...workers];
  } catch {
    return [];
  }
}

/**
 * WebSockets nginx can proxy with room left for HTTP: its workers × worker_connections (from the configuration
 * it runs), 10 % off for uneven spreading over the workers, 1,024 connections kept for the members' HTTP, two
 * connections per socket.
 */
export function nginxSocketRoom(workDir: string): number {
  try {
    const conf = readFileSync(path.join(workDir, 'nginx.conf'), 'utf8');
    const perWorker = Number(/worker_connections\s+(\d+)/.exec(conf)?.[1] ?? 512);
    const workers = /worker_processes\s+(\d+)/.exec(conf)?.[1];
    const total = (workers ? Number(workers) : availableParallelism()) * perWorker;
    return Math.max(0, Math.floor((total * 0.9 - 1024) / 2));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** nginx's complaints (alert, crit, error), each kind once with how often it came. */
export function nginxErrorLines(workDir: string): string[] {
  let text = '';
  try {
    text = readFileSync(path.join(workDir, 'error.log'), 'utf8');
  } catch {
    return [];
  }
  const kinds = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /\[(alert|crit|error|emerg)\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line);
    if (m) kinds.set(`[${m[1]}] ${m[2]}`, (kinds.get(`[${m[1]}] ${m[2]}`) ?? 0) + 1);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} (×${int(n)})`);
}
