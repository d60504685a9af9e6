import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/kysely.ts';
import { scheduleJob } from '../lib/scheduler.ts';
import { compiledEntry } from '../test/compiled-server.ts';
import { buildGroup, buildUser } from '../test/factories.ts';
import { pgQuery } from '../test/server-process.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from '../test/test-app.ts';
import { BACKUP_JOB, ScheduledBackups } from './scheduled-backups.ts';
import { serverDir } from './server-entry.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const DAY = 24 * 60 * 60_000;

let app: TestApp | undefined;
let folder: string | undefined;
afterEach(async () => {
  await app?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  app = undefined;
  folder = undefined;
});

/** A test app on a real database with scheduled backups into `<folder>/backups`: SQLite in a file, or PostgreSQL. */
async function appWithBackups(settings: { intervalHours: number; keep: number }, more: TestAppOverrides = {}) {
  folder = mkdtempSync(path.join(tmpdir(), 'chapter-scheduled-backup-'));
  const dataDir = path.join(folder, 'data');
  const dir = path.join(folder, 'backups');
  // SQLite backups copy a database file: the test app's in-memory database has none.
  const sqlite = pgUrl ? {} : { databaseUrl: undefined, dataDir, sqliteFile: path.join(dataDir, 'chapter.sqlite') };
  return { dir, dataDir, settings: { dir, ...settings }, sqlite, more };
}

const ending = () => (pgUrl ? 'dump' : 'sqlite');
const magic = () => (pgUrl ? 'PGDMP' : 'SQLite format 3');
const head = (file: string) => readFileSync(file).subarray(0, magic().length).toString('latin1');

describe('scheduled backups', () => {
  it('back up at start and each period, keeping the newest N of their own files and nothing else', async () => {
    const { dir, settings, sqlite } = await appWithBackups({ intervalHours: 24, keep: 2 });
    mkdirSync(dir, { recursive: true });
    // Three earlier scheduled backups, a download saved here by hand and a file of someone else's.
    const earlier = ['2026-02-27', '2026-02-28', '2026-03-01'].map((d) => `chapter-backup-${d}T090000Z.${ending()}`);
    for (const name of [...earlier, 'chapter-2026-03-01.sqlite', 'notes.txt']) {
      writeFileSync(path.join(dir, name), 'not ours to delete');
    }

    app = await createTestApp({ ...sqlite, backups: settings });
    const first = `chapter-backup-2026-03-02T090000Z.${ending()}`;
    expect(readdirSync(dir).sort()).toEqual(['chapter-2026-03-01.sqlite', earlier[2], first, 'notes.txt'].sort());
    expect(head(path.join(dir, first))).toBe(magic());
    // Every member's data and password hashes: the app's user alone may read them.
    expect(statSync(path.join(dir, first)).mode & 0o777).toBe(0o600);

    // A second process (or a later check) in the same period makes nothing; the next period makes one more.
    const job = new ScheduledBackups(app.ctx, settings);
    app.clock.advance(DAY / 2);
    expect(await job.runScheduled()).toBeNull();
    app.clock.advance(DAY / 2);
    const second = `chapter-backup-2026-03-03T090000Z.${ending()}`;
    expect(await job.runScheduled()).toBe(path.join(dir, second));
    expect(readdirSync(dir).sort()).toEqual(['chapter-2026-03-01.sqlite', first, second, 'notes.txt'].sort());
    // In period order: PostgreSQL returns rows in no set order without one (a CI run once had them reversed).
    const runs = await app.ctx.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', BACKUP_JOB)
      .orderBy('period')
      .execute();
    expect(runs.map((r) => [r.period, r.result?.replace(/ \(.*\)/, '')])).toEqual([
      ['2026-03-02T00', `made ${first}; removed 2 older`],
      ['2026-03-03T00', `made ${second}; removed 1 older`],
    ]);
  });

  it('count a failed backup and try again at the next check, in the same period', async () => {
    const { dir, settings, sqlite } = await appWithBackups({ intervalHours: 24, keep: 2 });
    writeFileSync(dir, 'a file where the folder should be');
    app = await createTestApp(sqlite);
    const job = new ScheduledBackups(app.ctx, settings);
    const outcomes: string[] = [];
    const scheduled = await scheduleJob(
      BACKUP_JOB,
      DAY,
      () => job.runScheduled(),
      app.ctx.log,
      (name, outcome) => outcomes.push(`${name} ${outcome}`),
    );
    await scheduled.stop();
    expect(outcomes).toEqual([`${BACKUP_JOB} failed`]);

    rmSync(dir);
    app.clock.advance(10 * 60_000);
    expect(await job.runScheduled()).toBe(path.join(dir, `chapter-backup-2026-03-02T091000Z.${ending()}`));
  });

  it.skipIf(!pgUrl)('two processes on one PostgreSQL database make one backup per period', async () => {
    const { dir, settings } = await appWithBackups({ intervalHours: 6, keep: 10 });
    app = await createTestApp();
    // The other process: a pool of its own on the same database.
    const other = createDb({ databaseUrl: app.config.databaseUrl, sqliteFile: '' });
    try {
      const jobs = [
        new ScheduledBackups(app.ctx, settings),
        new ScheduledBackups({ ...app.ctx, db: other.db }, settings),
      ];
      for (let period = 0; period < 3; period++) {
        const made = await Promise.all(jobs.map((j) => j.runScheduled()));
        expect(made.filter(Boolean)).toHaveLength(1);
        expect(await Promise.all(jobs.map((j) => j.runScheduled()))).toEqual([null, null]);
        app.clock.advance(DAY / 4);
      }
    } finally {
      await other.close();
    }
    expect(readdirSync(dir).sort()).toEqual(
      ['T090000Z', 'T150000Z', 'T210000Z'].map((t) => `chapter-backup-2026-03-02${t}.dump`),
    );
  });
});

describe('npm run restore-drill', () => {
  it('passes on the newest good backup and fails, saying why, on a truncated one', async () => {
    const { dir, dataDir, settings, sqlite } = await appWithBackups({ intervalHours: 24, keep: 3 });
    app = await createTestApp(sqlite);
    // A chapter with members, so the drill has rows to find (the demo chapter would cost seconds more).
    const group = await buildGroup(app.ctx);
    for (let i = 0; i < 3; i++) await buildUser(app.ctx, { groupId: group.id, passwordHash: null });
    await new ScheduledBackups(app.ctx, settings).runScheduled();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      BACKUP_DIR: dir,
      DATABASE_URL: pgUrl ? (app.config.databaseUrl ?? '') : '',
    };
    const drill = async () => {
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, [await compiledEntry('restore-drill')], {
          cwd: serverDir,
          env,
        });
        return { code: 0, output: stdout + stderr };
      } catch (err) {
        const e = err as { code: number; stdout: string; stderr: string };
        return { code: e.code, output: e.stdout + e.stderr };
      }
    };

    const good = await drill();
    expect(good.output).toMatch(/^Migrations: all \d+ of this version, as the live database$/m);
    expect(good.output).toMatch(/^Restored: \d+ tables, [\d,]+ rows$/m);
    expect(good.output).toContain(`PASS: ${path.join(dir, `chapter-backup-2026-03-02T090000Z.${ending()}`)}`);
    expect(good.code).toBe(0);

    // A newer backup cut off halfway (a full disk, a copy interrupted) is the one the drill now takes.
    const whole = readFileSync(path.join(dir, `chapter-backup-2026-03-02T090000Z.${ending()}`));
    const cut = path.join(dir, `chapter-backup-2026-03-03T090000Z.${ending()}`);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const bad = await drill();
    expect(bad.output).toContain(`FAIL: ${cut}`);
    expect(bad.output).toContain('  - the restore failed: ');
    expect(bad.code).toBe(1);
    if (pgUrl) {
      // The scratch databases are gone, whatever the outcome.
      expect(await pgQuery(pgUrl, "select datname from pg_database where datname like 'chapter_drill_%'")).toEqual([]);
    }
  }, 60_000);
});
