import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { toStamp } from '../db/sql-values.ts';
import type { AppContext } from '../lib/context.ts';
import { claimJobRun, finishJobRun } from '../lib/scheduler.ts';
import { type BackupMade, backupPostgres, backupSqlite, formatBytes, planBackup } from './backup-core.ts';

/**
 * Scheduled backups into BACKUP_DIR with retention (docs/backups.md "Scheduled backups"). Each period of
 * BACKUP_INTERVAL_HOURS is claimed in job_runs, so with several server processes on one database exactly one
 * makes that period's backup; the others find it claimed and do nothing.
 */
export const BACKUP_JOB = 'scheduled-backup';

/**
 * The names this app gives its backups: `chapter-backup-2026-03-02T090000Z.sqlite`. Retention and the restore
 * drill only ever look at names like this, so other files in the folder (a download saved there, a half-written
 * `….partial-…` file) are never deleted and never taken for a backup. The time sorts as text.
 */
const NAME = /^chapter-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.(sqlite|dump|json)$/;

const isScheduledBackupName = (name: string): boolean => NAME.test(name);

function scheduledBackupName(at: Date, extension: string): string {
  const stamp = toStamp(at)
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');
  return `chapter-backup-${stamp}.${extension}`;
}

/** The app's backups in `dir`, newest first (none when the folder does not exist). */
export function scheduledBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return names
    .filter(isScheduledBackupName)
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` of the app's backups in `dir`; returns the files removed. */
function pruneBackups(dir: string, keep: number): string[] {
  const old = scheduledBackups(dir).slice(keep);
  for (const file of old) rmSync(file, { force: true });
  return old;
}

/** The start of the period `now` falls in: whole multiples of the interval since 1970, in UTC. */
function periodStart(now: Date, intervalHours: number): Date {
  const ms = intervalHours * 60 * 60_000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

type Settings = NonNullable<Config['backups']>;

export class ScheduledBackups {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'dialect' | 'clock' | 'config' | 'log'>,
    private readonly settings: Settings,
  ) {}

  /**
   * Makes this period's backup unless it has been made already (by this process or another); returns the file
   * made, or null when skipped. A failed backup gives its claim back, so the next check (10 minutes on) tries
   * again, from whichever process gets there first; the scheduler logs and counts each failure, so one that keeps
   * failing raises the alert for a failing job (docs/operations.md "Alerts").
   */
  async runScheduled(): Promise<string | null> {
    const { db, clock } = this.ctx;
    const period = toStamp(periodStart(clock.now(), this.settings.intervalHours)).slice(0, 13);
    // Looked up first so that the processes that lost the race do not log a failed insert every few minutes.
    const taken = await db
      .selectFrom('job_runs')
      .select('job')
      .where('job', '=', BACKUP_JOB)
      .where('period', '=', period)
      .executeTakeFirst();
    if (taken) return null;
    if (!(await claimJobRun(db, BACKUP_JOB, period, toStamp(clock.now())))) return null;
    try {
      const result = await this.backUp();
      await finishJobRun(db, BACKUP_JOB, period, toStamp(clock.now()), result.summary);
      this.ctx.log.info({ job: BACKUP_JOB, file: result.file }, result.summary);
      return result.file;
    } catch (err) {
      await db.deleteFrom('job_runs').where('job', '=', BACKUP_JOB).where('period', '=', period).execute();
      throw err;
    }
  }

  private async backUp(): Promise<{ file: string; summary: string }> {
    const { config, dialect, clock } = this.ctx;
    const { dir, keep } = this.settings;
    // Made private when the app creates it; an existing folder keeps the permissions it was given.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const at = clock.now();
    const postgres = dialect === 'postgres' ? config.databaseUrl : undefined;
    let file: string;
    let made: BackupMade;
    if (postgres) {
      // The ending says the kind (a pg_dump, or the JSON export without pg_dump), so ask which before naming it.
      const plan = await planBackup(postgres);
      file = path.join(dir, scheduledBackupName(at, plan.extension));
      made = await backupPostgres(postgres, file);
    } else {
      file = path.join(dir, scheduledBackupName(at, 'sqlite'));
      made = await backupSqlite(config.sqliteFile, file);
    }
    const removed = pruneBackups(dir, keep);
    return {
      file,
      summary: `made ${path.basename(file)} (${made.label}, ${formatBytes(made.bytes)}); removed ${removed.length} older`,
    };
  }
}
