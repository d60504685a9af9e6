/**
 * The app's own JSON export of its PostgreSQL tables, the backup made when pg_dump is not at hand, and its restore
 * (docs/backups.md "PostgreSQL, a `.json`").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { createDb, type Db } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { COMPATIBILITY_TABLE } from '../db/schema-compatibility.ts';

const FORMAT = 'chapter-postgres-backup';
/** The migrations' bookkeeping (Kysely's and ours): recreated by migrating the target. */
const SKIP = new Set(['kysely_migration', 'kysely_migration_lock', COMPATIBILITY_TABLE]);
const BATCH = 500;

interface PgBackup {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  /** Tables in dependency order (a table comes after every table it references). */
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

async function pgTables(db: Db): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const { rows: refs } = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const names = tables.map((t) => t.name).filter((n) => !SKIP.has(n));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const r of refs) if (r.child === name && r.parent !== name) visit(r.parent, path);
    ordered.push(name);
  };
  for (const n of names) visit(n, new Set());
  return ordered;
}

const encode = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) ? { $bytes: v.toString('base64') } : v]),
  );
const decode = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v && typeof v === 'object' && '$bytes' in v ? Buffer.from(String((v as { $bytes: string }).$bytes), 'base64') : v,
    ]),
  );

/**
 * PostgreSQL without pg_dump: a logical export of the app's tables (JSON, one entry per table in dependency order)
 * taken in one repeatable-read transaction, so it is consistent while the servers run.
 */
export async function exportPostgresJson(
  databaseUrl: string,
  target: string,
): Promise<{ tables: number; rows: number }> {
  const { db, close } = createDb({ databaseUrl, sqliteFile: '' });
  try {
    const backup = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const names = await pgTables(trx);
        const { rows: migrations } = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(trx);
        const tables = [];
        for (const name of names) {
          const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by 1`.execute(trx);
          tables.push({ name, rows: rows.map(encode) });
        }
        return {
          format: FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          migrations: migrations.map((m) => m.name),
          tables,
        } satisfies PgBackup;
      });
    writeFileSync(target, JSON.stringify(backup));
    return { tables: backup.tables.length, rows: backup.tables.reduce((n, t) => n + t.rows.length, 0) };
  } finally {
    await close();
  }
}

/**
 * Restores the JSON export into the schema of `databaseUrl`, which must hold no app data: migrates it to the
 * latest version, inserts every table in dependency order with the tables' triggers off (one transaction), and
 * moves the id sequences past the restored ids.
 */
export async function restorePostgresJson(
  databaseUrl: string,
  source: string,
): Promise<{ tables: number; rows: number }> {
  const backup = JSON.parse(readFileSync(source, 'utf8')) as PgBackup;
  if (backup.format !== FORMAT) throw new Error(`${source} is not a Chapter PostgreSQL backup`);
  const { db, close } = createDb({ databaseUrl, sqliteFile: '' });
  try {
    await migrateToLatest(db, 'postgres');
    const { rows: applied } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const known = new Set(applied.map((m) => m.name));
    const unknown = backup.migrations.filter((m) => !known.has(m));
    if (unknown.length > 0) throw new Error(`The backup is from a newer version (migrations ${unknown.join(', ')})`);
    let rows = 0;
    await db.transaction().execute(async (trx) => {
      const t = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const table of backup.tables) {
        const { rows: existing } = await sql<{
          n: number;
        }>`select 1 as n from ${sql.table(table.name)} limit 1`.execute(trx);
        if (existing.length > 0) throw new Error(`Table ${table.name} is not empty: restore into an empty schema`);
      }
      // The rows are loaded as they were, derived columns and counters included: the schema's own triggers
      // (inbox counters, roster sort names) must not add to them while loading. Undone with the transaction's end.
      for (const table of backup.tables)
        await sql`alter table ${sql.table(table.name)} disable trigger user`.execute(trx);
      for (const table of backup.tables) {
        for (let i = 0; i < table.rows.length; i += BATCH) {
          await t
            .insertInto(table.name)
            .values(table.rows.slice(i, i + BATCH).map(decode))
            .execute();
        }
        rows += table.rows.length;
        const { rows: seq } = await sql<{ seq: string | null }>`
          select pg_get_serial_sequence(${table.name}, 'id') as seq from information_schema.columns
          where table_schema = current_schema() and table_name = ${table.name} and column_name = 'id'`.execute(trx);
        if (seq[0]?.seq) {
          await sql`select setval(${seq[0].seq}, (select coalesce(max(id), 0) + 1 from ${sql.table(table.name)}), false)`.execute(
            trx,
          );
        }
      }
      for (const table of backup.tables)
        await sql`alter table ${sql.table(table.name)} enable trigger user`.execute(trx);
    });
    return { tables: backup.tables.length, rows };
  } finally {
    await close();
  }
}
