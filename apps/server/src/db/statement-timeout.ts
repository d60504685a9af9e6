import { sql } from 'kysely';
import type { Db, Dialect } from './kysely.ts';

/**
 * Refuses to start when PostgreSQL would not apply the configured statement timeout (DATABASE_STATEMENT_TIMEOUT_MS)
 * to this app's statements. Each connection asks for it as a startup parameter; PgBouncer drops that parameter
 * (`ignore_startup_parameters`) or refuses the connection, so behind it the timeout has to be the role's or the
 * database's default. Without this check a missing default would only show the day a statement hangs.
 */
export async function assertStatementTimeout(db: Db, dialect: Dialect, wantedMs: number): Promise<void> {
  if (dialect !== 'postgres' || wantedMs === 0) return;
  const { rows } = await sql<{ ms: string; role: string }>`
    select setting as ms, current_user as role from pg_settings where name = 'statement_timeout'`.execute(db);
  const actual = Number(rows[0]?.ms);
  if (actual === wantedMs) return;
  throw new Error(
    `PostgreSQL applies statement_timeout = ${actual} ms to this app's connections, not the ${wantedMs} ms of ` +
      'DATABASE_STATEMENT_TIMEOUT_MS. Behind PgBouncer, set it on the role: ' +
      `ALTER ROLE "${rows[0]?.role}" SET statement_timeout = ${wantedMs}; (docs/operations.md "PgBouncer"), ` +
      'or set DATABASE_STATEMENT_TIMEOUT_MS=0 to leave the timeout to the database.',
  );
}
