import { type Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';

/** Kysely's own key for its migration lock, kept so a server of an older version still waits for ours. */
const MIGRATION_LOCK_ID = 3853314791062309107n;

/**
 * Kysely's migration lock is a session-level advisory lock taken, and later released, by statements outside the
 * migrations' transaction. Behind PgBouncer in transaction mode each of those statements may run on a different
 * server connection: the unlock misses, the lock stays held on a pooled connection, and the next migration run
 * waits for it for an hour (docs/operations.md "Scale"). This lock is transaction-scoped instead: it opens the
 * transaction the migrations then run in (Kysely's own BEGIN only draws a warning), and PostgreSQL releases it at
 * COMMIT or ROLLBACK, on whichever connection that is. The transaction also lifts the statement timeout: a
 * migration may rewrite a large table for longer than any request should take.
 */
class TransactionScopedLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin`.execute(db);
    await sql`select set_config('statement_timeout', '0', true), set_config('lock_timeout', '3600000', true),
      pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    // Kysely committed or rolled back by now, which released the lock. Should its transaction never have begun
    // (a failure between the two BEGINs), this ends ours; otherwise it is a no-op that PostgreSQL warns about.
    await sql`rollback`.execute(db);
  }
}

/** Kysely's PostgreSQL dialect with a migration lock that holds behind a transaction-mode pooler. */
export class TransactionPoolDialect extends PostgresDialect {
  override createAdapter(): PostgresAdapter {
    return new TransactionScopedLockAdapter();
  }
}
