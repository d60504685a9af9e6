import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { exportPostgresJson, restorePostgresJson } from './backup-json.ts';
import {
  describeServer,
  exactSchemaPattern,
  type FoundTool,
  findTool,
  libpqConnection,
  type PgServer,
  parseDumpList,
  run,
  toolEnv,
  withClient,
} from './pg-tools.ts';

/**
 * Backups of the app's database (docs/backups.md). SQLite: a copy of the database file. PostgreSQL: a
 * custom-format pg_dump of the app's schema when pg_dump is at hand, else the app's own JSON export of its tables.
 * `npm run restore -- <file>` restores any of the three.
 */
export type BackupKind = 'sqlite' | 'pg_dump' | 'json';

/** What a backup of a database is made as, before making one. */
export interface BackupPlan {
  kind: BackupKind;
  /** "PostgreSQL custom-format dump (pg_dump 15.20)". */
  label: string;
  /** The file name's ending, without the dot. */
  extension: 'sqlite' | 'dump' | 'json';
  contentType: string;
  /** Why the JSON export is made instead of a pg_dump ("pg_dump is not on PATH"). */
  fallback: string | null;
  /** Why no backup can be made now (pg_dump older than the server). */
  problem: string | null;
}

export interface BackupMade extends BackupPlan {
  bytes: number;
  /** The JSON export's extent ("31 tables, 402 rows"). */
  detail: string | null;
}

const SQLITE_PLAN: BackupPlan = {
  kind: 'sqlite',
  label: 'SQLite database copy',
  extension: 'sqlite',
  contentType: 'application/vnd.sqlite3',
  fallback: null,
  problem: null,
};

const jsonPlan = (fallback: string): BackupPlan => ({
  kind: 'json',
  label: 'PostgreSQL JSON export (the app’s own format)',
  extension: 'json',
  contentType: 'application/json',
  fallback,
  problem: null,
});

/** The plan on PostgreSQL, and pg_dump with the server it would dump when the plan is a pg_dump. */
async function planPostgres(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<{ plan: BackupPlan; dump?: { tool: FoundTool; server: PgServer } }> {
  const tool = await findTool('pg_dump', env);
  if ('missing' in tool) return { plan: jsonPlan(`${tool.missing}: the backup is the app’s JSON export instead`) };
  const server = await describeServer(databaseUrl);
  // pg_dump refuses a server of a newer major version than its own: say so before trying, with the way out.
  const problem =
    server.major > tool.major
      ? `pg_dump ${tool.version} (${tool.bin}) cannot dump this PostgreSQL ${server.version} server: pg_dump reads servers of its own major version or older. Install the PostgreSQL ${server.major} client tools, or set PG_DUMP to a pg_dump ${server.major} or newer.`
      : server.current === null
        ? `The schema "${server.schema}" of DATABASE_URL's search_path does not exist: there is nothing to back up.`
        : null;
  const plan: BackupPlan = {
    kind: 'pg_dump',
    label: `PostgreSQL custom-format dump (pg_dump ${tool.version})`,
    extension: 'dump',
    contentType: 'application/vnd.postgresql.custom-dump',
    fallback: null,
    problem,
  };
  return { plan, dump: { tool, server } };
}

/** What a backup of this database would be made as (the Tools screen says so before the download). */
export async function planBackup(databaseUrl: string | undefined, env = process.env): Promise<BackupPlan> {
  if (!databaseUrl || databaseUrl === ':memory:') return SQLITE_PLAN;
  return (await planPostgres(databaseUrl, env)).plan;
}

/**
 * Writes a file through `write` at a temporary name beside `target`, renamed once complete: never half a backup.
 * The finished file is readable by its owner only.
 */
async function atomically(target: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await write(partial);
    // Password hashes and every member's data: readable by the app's user only, whatever the umask.
    chmodSync(partial, 0o600);
    renameSync(partial, target);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return statSync(target).size;
}

/**
 * PostgreSQL: a custom-format pg_dump of the app's schema (only that schema: other apps may share the database),
 * consistent while the servers run; without pg_dump, the JSON export below. The password of DATABASE_URL reaches
 * pg_dump through its environment, never its command line.
 */
export async function backupPostgres(databaseUrl: string, target: string, env = process.env): Promise<BackupMade> {
  const { plan, dump } = await planPostgres(databaseUrl, env);
  if (plan.problem) throw new Error(plan.problem);
  if (!dump) {
    let detail = '';
    const bytes = await atomically(target, async (partial) => {
      const r = await exportPostgresJson(databaseUrl, partial);
      detail = `${r.tables} tables, ${r.rows} rows`;
    });
    return { ...plan, bytes, detail };
  }
  const bytes = await atomically(target, async (partial) => {
    await run(
      dump.tool.bin,
      [
        '--format=custom',
        `--schema=${exactSchemaPattern(dump.server.schema)}`,
        '--no-password',
        // A migration holding a table would otherwise keep the backup waiting for good.
        '--lock-wait-timeout=60000',
        `--file=${partial}`,
        `--dbname=${libpqConnection(databaseUrl).uri}`,
      ],
      toolEnv(databaseUrl, env),
    );
  });
  return { ...plan, bytes, detail: null };
}

/** The commands that restore a backup of this kind (`{file}` stands for its name) and what to know first. */
export function restoreHelp(kind: BackupKind, databaseUrl?: string): { commands: string[]; note: string } {
  const npm = 'npm run restore -- {file}';
  if (kind === 'sqlite') {
    return {
      commands: [npm],
      note: 'Stop the server first, then run this in the app’s folder: the database file is replaced, and the current one kept beside it as chapter.sqlite.before-restore.',
    };
  }
  if (kind === 'json') {
    return {
      commands: [npm],
      note: 'Run this in the app’s folder with DATABASE_URL pointing at an empty database or schema: it migrates it, then loads every table.',
    };
  }
  const uri = databaseUrl ? libpqConnection(databaseUrl).uri : '<database URL>';
  return {
    commands: [
      npm,
      `pg_restore --clean --if-exists --no-owner --single-transaction --dbname='${uri.replaceAll("'", "'\\''")}' {file}`,
    ],
    note: 'Stop the servers first. npm run restore (in the app’s folder, with its DATABASE_URL) replaces the app’s tables in its schema in one transaction, creating the schema in an empty database. The pg_restore line restores with the PostgreSQL tools alone (the password in PGPASSWORD): it also drops and recreates the schema, so the user must own it, and it does not look for tables the backup lacks.',
  };
}

/**
 * SQLite: the online backup API copies a consistent snapshot page by page while the server keeps running and
 * writing (WAL), into a single self-contained database file.
 */
export async function backupSqlite(sqliteFile: string, target: string): Promise<BackupMade> {
  if (!existsSync(sqliteFile)) throw new Error(`No database at ${sqliteFile}`);
  const db = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    const bytes = await atomically(target, async (partial) => {
      // After the first step copy the rest in one go: a step that yields lets the running server write, and any
      // write from another connection restarts the backup, so on a busy server a page-by-page copy may never finish.
      await db.backup(partial, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
    });
    return { ...SQLITE_PLAN, bytes, detail: null };
  } finally {
    db.close();
  }
}

/** 1234567 → "1.2 MB" (decimal units, as file managers show sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Puts a backup file in place of the data folder's database; an existing one is kept aside as .before-restore. */
export function restoreSqlite(source: string, sqliteFile: string): void {
  const kind = kindOf(source);
  if (kind === 'pg_dump' || kind === 'json') {
    throw new Error(`${source} is a PostgreSQL backup, not a SQLite backup: set DATABASE_URL to restore it`);
  }
  if (kind !== 'sqlite') throw new Error(`${source} is not a SQLite backup`);
  const check = new SQLite(source, { readonly: true, fileMustExist: true });
  const ok = check.pragma('integrity_check', { simple: true });
  check.close();
  if (ok !== 'ok') throw new Error(`${source} failed the integrity check: ${String(ok)}`);
  mkdirSync(path.dirname(sqliteFile), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(sqliteFile + suffix)) renameSync(sqliteFile + suffix, `${sqliteFile}${suffix}.before-restore`);
  }
  copyFileSync(source, sqliteFile);
}

/** The first bytes of a file: which kind of backup it is. */
function kindOf(file: string): BackupKind | undefined {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(16);
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.toString('utf8').trimStart().startsWith('{')) return 'json';
  return undefined;
}

/** Restores a PostgreSQL backup (a pg_dump archive or the JSON export) into DATABASE_URL's schema; says what it did. */
export async function restorePostgres(databaseUrl: string, source: string, env = process.env): Promise<string> {
  const kind = kindOf(source);
  if (kind === 'pg_dump') return restorePgDump(databaseUrl, source, env);
  if (kind === 'json') {
    const r = await restorePostgresJson(databaseUrl, source);
    return `${r.tables} tables, ${r.rows} rows from the JSON export`;
  }
  if (kind === 'sqlite') {
    throw new Error(`${source} is a SQLite backup: restore it with DATABASE_URL unset (into the SQLite data folder)`);
  }
  throw new Error(`${source} is not a backup of this app (neither a pg_dump archive nor its JSON export)`);
}

/**
 * A pg_dump archive back into the schema it was dumped from, which must be DATABASE_URL's: pg_restore --clean
 * drops and recreates each table of the dump, in one transaction (all or nothing). The schema itself is created
 * when missing (an empty database) and never dropped, so no ownership of it is needed (public belongs to the
 * database owner). A table of the schema that the dump does not hold (a newer version's) would stay beside the
 * restored ones and break the next migration: such a restore is refused.
 */
async function restorePgDump(databaseUrl: string, source: string, env: NodeJS.ProcessEnv): Promise<string> {
  const tool = await findTool('pg_restore', env);
  if ('missing' in tool) {
    throw new Error(
      `${tool.missing}: restoring a pg_dump archive needs pg_restore (the PostgreSQL client tools, of the dump's major version or newer); set PG_RESTORE to its path`,
    );
  }
  const contents = parseDumpList((await run(tool.bin, ['--list', source], env)).stdout);
  const [schema, ...others] = contents.schemas;
  if (!schema || others.length > 0) {
    throw new Error(`${source} holds ${contents.schemas.length} schemas, not one: restore it with pg_restore yourself`);
  }
  const server = await describeServer(databaseUrl);
  const at = server.searchPath.indexOf(schema);
  const current = server.current === null ? Number.POSITIVE_INFINITY : server.searchPath.indexOf(server.current);
  if (schema !== server.current && (at === -1 || at > current)) {
    throw new Error(
      `${source} holds the schema "${schema}", but DATABASE_URL uses "${server.schema}" (search_path ${server.searchPath.join(', ')}): the app would not see the restored tables. Point DATABASE_URL at "${schema}" (options=-c search_path=${schema}).`,
    );
  }
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p') order by 1`,
      [schema],
    );
    const extra = rows.map((r) => r.name).filter((name) => !contents.tables.includes(name));
    if (extra.length > 0) {
      throw new Error(
        `The schema "${schema}" holds tables the backup does not (${extra.join(', ')}); they would stay beside the restored ones. Restore into an empty schema, or drop those tables first.`,
      );
    }
    await client.query(`create schema if not exists ${exactSchemaPattern(schema)}`);
  });
  const list = `${source}.list-${randomBytes(4).toString('hex')}`;
  writeFileSync(list, contents.listWithoutSchema);
  try {
    await run(
      tool.bin,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--no-password',
        `--use-list=${list}`,
        `--dbname=${libpqConnection(databaseUrl).uri}`,
        source,
      ],
      toolEnv(databaseUrl, env),
    );
  } finally {
    rmSync(list, { force: true });
  }
  const by = contents.dumpedBy ? ` (made by pg_dump ${contents.dumpedBy})` : '';
  return `schema "${schema}" from a custom-format dump${by} with pg_restore ${tool.version}: ${contents.tables.length} tables`;
}
