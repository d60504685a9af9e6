import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Dialect } from '../db/kysely.ts';
import { knownMigrations } from '../db/migrate.ts';
import { formatBytes, restorePostgres, restoreSqlite } from './backup-core.ts';
import { describeServer, withClient } from './pg-tools.ts';

/** A quoted PostgreSQL identifier. */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The restore drill (docs/backups.md "Restore drill"): a backup is restored into a scratch database — a temporary
 * SQLite file, or on PostgreSQL a database of its own, dropped afterwards — and what came back is checked against
 * the live database, which is only ever read (row counts and its migrations). A backup that cannot be restored,
 * or restores without the app's tables or rows, fails.
 */
export interface DrillReport {
  ok: boolean;
  /** What was found, line by line, for the operator. */
  lines: string[];
  /** Why the drill failed (empty when it passed). */
  problems: string[];
}

interface DatabaseState {
  /** Applied migrations, oldest first; null when the database has no migration table. */
  migrations: string[] | null;
  /** Rows per table (the app's own tables; Kysely's bookkeeping left out). */
  counts: Map<string, number>;
}

/** SQLite's full-text tables are virtual: their rows live in shadow tables, which are counted instead. */
function sqliteState(file: string): DatabaseState {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and sql not like 'CREATE VIRTUAL%' order by name",
      )
      .pluck()
      .all() as string[];
    const counts = new Map(
      tables.map((t) => [
        t,
        db
          .prepare(`select count(*) from "${t.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
    const hasMigrations = db.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get();
    const migrations = hasMigrations
      ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : null;
    return { migrations, counts };
  } finally {
    db.close();
  }
}

function postgresState(databaseUrl: string): Promise<DatabaseState> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
    );
    const counts = new Map<string, number>();
    for (const { name } of rows) {
      if (name.startsWith('kysely_')) continue;
      const r = await client.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
      counts.set(name, r.rows[0]?.n ?? 0);
    }
    const has = rows.some((r) => r.name === 'kysely_migration');
    const migrations = has
      ? (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map(
          (r) => r.name,
        )
      : null;
    return { migrations, counts };
  });
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** Compares the restored copy with the live database (when there is one to read). */
function compare(dialect: Dialect, restored: DatabaseState, live: DatabaseState | undefined): DrillReport {
  const lines: string[] = [];
  const problems: string[] = [];
  const known = new Set(knownMigrations(dialect));
  const applied = restored.migrations;
  if (applied === null) {
    problems.push('the restored database has no migration table: this is not a backup of this app');
    return { ok: false, lines, problems };
  }
  const unknown = applied.filter((m) => !known.has(m));
  const pending = knownMigrations(dialect).filter((m) => !applied.includes(m));
  if (unknown.length > 0) {
    problems.push(
      `the backup has migrations this version does not know (${unknown.join(', ')}): a newer version made it`,
    );
  } else if (pending.length > 0) {
    lines.push(
      `Migrations: ${applied.length} applied, ${pending.length} newer ones pending (applied at the next start)`,
    );
  } else {
    const same = live?.migrations && live.migrations.join() === applied.join() ? ', as the live database' : '';
    lines.push(`Migrations: all ${applied.length} of this version${same}`);
  }

  const rows = total(restored.counts);
  lines.push(`Restored: ${restored.counts.size} tables, ${rows.toLocaleString('en')} rows`);
  if (rows === 0) problems.push('the restored database holds no rows at all');
  if (!live) {
    lines.push('Live database: none to compare with (the backup was checked on its own)');
    return { ok: problems.length === 0, lines, problems };
  }
  lines.push(`Live database now: ${live.counts.size} tables, ${total(live.counts).toLocaleString('en')} rows`);
  // A backup made before an upgrade lacks the newer tables; the start after a restore adds them.
  const missing = pending.length > 0 ? [] : [...live.counts.keys()].filter((t) => !restored.counts.has(t));
  if (missing.length > 0) problems.push(`tables missing from the backup: ${missing.join(', ')}`);
  const emptied = [...live.counts]
    .filter(([t, n]) => n > 0 && restored.counts.get(t) === 0)
    .map(([t, n]) => `${t} (${n} live)`);
  if (emptied.length > 0) {
    problems.push(
      `tables with rows in the live database but none in the backup: ${emptied.join(', ')} (if they got their first rows after the backup was made, take a new one and run the drill again)`,
    );
  }
  return { ok: problems.length === 0, lines, problems };
}

async function drillSqlite(file: string, liveFile: string): Promise<DrillReport> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-drill-'));
  try {
    const copy = path.join(scratch, 'chapter.sqlite');
    restoreSqlite(file, copy);
    const restored = sqliteState(copy);
    return compare('sqlite', restored, existsSync(liveFile) ? sqliteState(liveFile) : undefined);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The same server, user and options (the app's schema in search_path), another database. */
function otherDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A scratch database of its own, never a schema beside the live one: a pg_dump archive restores into the schema
 * it was dumped from, which in the live database is the live schema. The user of DATABASE_URL must be allowed
 * to create databases (CREATEDB).
 */
async function drillPostgres(file: string, databaseUrl: string): Promise<DrillReport> {
  const live = await describeServer(databaseUrl);
  const scratch = `chapter_drill_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(databaseUrl, (c) => c.query(`create database ${ident(scratch)}`));
  } catch (err) {
    throw new Error(
      `could not create the scratch database (${(err as Error).message}): the user of DATABASE_URL needs CREATEDB`,
    );
  }
  const scratchUrl = otherDatabase(databaseUrl, scratch);
  try {
    // The app's schema, as in the live database (the JSON export loads only into an existing, empty one).
    await withClient(scratchUrl, (c) => c.query(`create schema if not exists ${ident(live.schema)}`));
    await restorePostgres(scratchUrl, file);
    return compare('postgres', await postgresState(scratchUrl), await postgresState(databaseUrl));
  } finally {
    await withClient(databaseUrl, (c) => c.query(`drop database if exists ${ident(scratch)} with (force)`));
  }
}

/** Restores `file` into a scratch database and checks it; a failure to restore is a failed drill, not a throw. */
export async function restoreDrill(
  file: string,
  database: { databaseUrl: string | undefined; sqliteFile: string },
): Promise<DrillReport> {
  const head = `Backup: ${file} (${formatBytes(statSync(file).size)}, written ${statSync(file).mtime.toISOString()})`;
  try {
    const report = database.databaseUrl
      ? await drillPostgres(file, database.databaseUrl)
      : await drillSqlite(file, database.sqliteFile);
    return { ...report, lines: [head, ...report.lines] };
  } catch (err) {
    return { ok: false, lines: [head], problems: [`the restore failed: ${(err as Error).message}`] };
  }
}
