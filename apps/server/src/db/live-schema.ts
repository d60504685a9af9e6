/**
 * The schema a migrated database really has, read from the dialect's own catalog and described the way the Kysely
 * table types (schema*.ts) describe it: per column its TypeScript class, whether it may be null and whether the
 * database fills it when an insert leaves it out (Kysely's `Generated<>`). schema.generated.ts is this description
 * of a freshly migrated database, and schema-types-check.ts makes the type checker compare it with `Database`
 * (docs/decisions/0018-database-types-checked.md).
 */
import { sql } from 'kysely';
import type { Db, Dialect } from './kysely.ts';

/** What a column holds as JavaScript reads it (column-types.ts: timestamps are text, booleans 0/1 integers). */
type ColumnClass = 'string' | 'number' | 'bytes';

export interface ColumnFacts {
  /** Its class, or `unmapped <sql type>` for a type our conventions do not use (no table type matches it). */
  type: ColumnClass | `unmapped ${string}`;
  nullable: boolean;
  /** A default, an auto-increment or an identity: an insert may leave the column out. */
  generated: boolean;
}

/** Table → column → facts, tables and columns in name order. */
export type LiveSchema = Record<string, Record<string, ColumnFacts>>;

/** A database's tables that `Database` types, and the names of those it leaves out. */
export interface LiveTables {
  schema: LiveSchema;
  outside: string[];
}

/**
 * Tables outside `Database`, read and written only with raw SQL: Kysely's and the migration runner's bookkeeping,
 * and the search indexes (migrations 0016 and 0020), which are FTS5 virtual tables (with their shadow tables) on
 * SQLite and tsvector tables on PostgreSQL by design (docs/search.md).
 */
const OUTSIDE_DATABASE_TYPE = [/^kysely_migration(_lock)?$/, /^schema_compatibility$/, /^search_/];

/** The class a declared SQL type is read as; the drivers return text as strings, integers as numbers, blobs as Buffers. */
function classOf(sqlType: string): ColumnFacts['type'] {
  const t = sqlType.toLowerCase();
  if (t === 'text') return 'string';
  if (t === 'integer' || t === 'int4') return 'number';
  if (t === 'blob' || t === 'bytea') return 'bytes';
  // Anything else (bigint, which pg returns as a string; boolean; timestamptz; json…) breaks the conventions.
  return `unmapped ${t || 'untyped'}`;
}

const outside = (table: string) => OUTSIDE_DATABASE_TYPE.some((pattern) => pattern.test(table));

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

async function readSqlite(db: Db): Promise<LiveTables> {
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and name not like 'sqlite!_%' escape '!' order by name`.execute(db);
  const live: LiveTables = { schema: {}, outside: [] };
  for (const { name } of tables) {
    if (outside(name)) {
      live.outside.push(name);
      continue;
    }
    const { rows } = await sql<SqliteColumn>`select name, type, "notnull", dflt_value, pk
      from pragma_table_info(${name}) order by name`.execute(db);
    const keyColumns = rows.filter((c) => c.pk > 0).length;
    live.schema[name] = Object.fromEntries(
      rows.map((c) => {
        // A lone INTEGER PRIMARY KEY is the rowid: never null, and numbered by SQLite when left out.
        const rowid = c.pk > 0 && keyColumns === 1 && c.type.toLowerCase() === 'integer';
        return [
          c.name,
          { type: classOf(c.type), nullable: !rowid && c.notnull === 0, generated: rowid || c.dflt_value !== null },
        ];
      }),
    );
  }
  return live;
}

interface PostgresColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

async function readPostgres(db: Db): Promise<LiveTables> {
  // Only the connection's own schema: other schemas of one database hold other apps (tests).
  const { rows } = await sql<PostgresColumn>`select c.table_name, c.column_name, c.udt_name, c.is_nullable,
      c.column_default, c.is_identity, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.column_name`.execute(db);
  const live: LiveTables = { schema: {}, outside: [] };
  for (const c of rows) {
    if (outside(c.table_name)) {
      if (!live.outside.includes(c.table_name)) live.outside.push(c.table_name);
      continue;
    }
    const table = live.schema[c.table_name] ?? {};
    live.schema[c.table_name] = table;
    table[c.column_name] = {
      type: classOf(c.udt_name),
      nullable: c.is_nullable === 'YES',
      generated: c.column_default !== null || c.is_identity === 'YES' || c.is_generated === 'ALWAYS',
    };
  }
  return live;
}

/** The live schema of a migrated database, in the description the table types are compared with. */
export function readLiveSchema(db: Db, dialect: Dialect): Promise<LiveTables> {
  return dialect === 'postgres' ? readPostgres(db) : readSqlite(db);
}

/** One column as the generated file writes it, e.g. `number, generated` or `string | null`. */
export const describeColumn = (c: ColumnFacts): string =>
  `${c.type}${c.nullable ? ' | null' : ''}${c.generated ? ', generated' : ''}`;
