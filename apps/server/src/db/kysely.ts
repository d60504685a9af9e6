import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { TransactionPoolDialect } from './pg-dialect.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

interface DbHandle {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
}

interface DbOptions {
  databaseUrl?: string;
  sqliteFile: string;
  image?: Buffer;
  /** PostgreSQL connections this process opens at most (DATABASE_POOL_MAX); 10 when not given. */
  poolMax?: number;
  /**
   * PostgreSQL cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS), sent as a startup parameter of
   * each connection; 0 or not given sends none, and the role's or database's own default applies.
   */
  statementTimeoutMs?: number;
}

/**
 * PostgreSQL when a URL is given, otherwise embedded SQLite (a file, or ':memory:' in tests).
 * SQLite runs in WAL mode with synchronous=FULL so an acknowledged write survives kill -9. With an `image`, an
 * in-memory database starts as a copy of it (tests copy one migrated database instead of migrating each).
 */
export function createDb(opts: DbOptions): DbHandle {
  if (opts.databaseUrl && opts.databaseUrl !== ':memory:') {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: 5000,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    // A client losing its server emits 'error' as well as failing its query. The pool listens only while a
    // client is idle, so a connection cut mid-query would otherwise crash the process (an uncaught 'error').
    // The failed query reaches its caller (a 503), and the pool drops the broken client on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new TransactionPoolDialect({ pool }) });
    pgPools.set(db, pool);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = opts.databaseUrl === ':memory:' ? ':memory:' : opts.sqliteFile;
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = file === ':memory:' && opts.image ? new SQLite(opts.image) : new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  sqliteHandles.set(db, sqlite);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** The pool behind a Kysely instance on PostgreSQL (its counts are read at each metrics scrape). */
export const pgPools = new WeakMap<Db, pg.Pool>();

/**
 * The better-sqlite3 handle behind a Kysely instance (for its online backup API); undefined on PostgreSQL. Typed by
 * hand: the server's declaration output (read by bench's project, tsconfig.json references) cannot name it otherwise.
 */
export const sqliteHandles: WeakMap<Db, SQLite.Database> = new WeakMap();

/** Prepared statements kept per SQL text, at most; the oldest is dropped first. */
const STATEMENT_CACHE = 500;

/**
 * Reuses better-sqlite3 statements by SQL text instead of preparing each query anew (a visible share of an
 * authenticated read, bench/RESULTS.md). Safe because Kysely's SQLite driver runs one query at a time on its
 * single connection, and SQLite re-prepares a statement by itself after a schema change.
 */
function cachingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = statements.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value as string);
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** The cheapest statement that proves the database answers (the readiness probe, modules/health). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
