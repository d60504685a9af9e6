import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/kysely.ts';
import { isUniqueViolation } from './db-errors.ts';

/**
 * Claims a job's run for one period ('2026-03-02T09' for an hourly job). The (job, period) primary key lets
 * exactly one insert succeed, so with several server processes on one database each period runs once.
 */
export async function claimJobRun(db: Db, job: string, period: string, at: string): Promise<boolean> {
  try {
    await db.insertInto('job_runs').values({ job, period, started_at: at, finished_at: null, result: null }).execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export const finishJobRun = (db: Db, job: string, period: string, at: string, result: string) =>
  db
    .updateTable('job_runs')
    .set({ finished_at: at, result: result.slice(0, 500) })
    .where('job', '=', job)
    .where('period', '=', period)
    .execute();

/** Told of every finished run (the metrics count runs and failures by job name). */
export type JobObserver = (job: string, outcome: 'succeeded' | 'failed') => void;

interface ScheduledJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now (awaited, so start-up is deterministic) and then every `intervalMs`; the timer is unref'd
 * so it never keeps the process alive, and a failing run is logged, never thrown.
 */
export async function scheduleJob(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
  // Required, though undefined when metrics are off: a job added without it would go unwatched.
  observe: JobObserver | undefined,
): Promise<ScheduledJob> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running
      .then(task)
      .then(() => observe?.(name, 'succeeded'))
      .catch((err: unknown) => {
        log.error({ err, job: name }, 'scheduled job failed');
        observe?.(name, 'failed');
      });
    return running;
  };
  await run();
  const timer = setInterval(() => {
    if (!stopped) void run();
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Which of these periods of a job have been claimed already (by this process or another). */
export async function selectClaimedPeriods(db: Db, job: string, periods: readonly string[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await db
    .selectFrom('job_runs')
    .select('period')
    .where('job', '=', job)
    .where('period', 'in', [...periods])
    .execute();
  return new Set(rows.map((r) => r.period));
}
