import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './kysely.ts';
import { initial } from './migrations/0001-initial.ts';
import { settingsAndReports } from './migrations/0002-settings-and-reports.ts';

/** Migrations are listed here, not read from disk, so they run the same under tsx, vitest and bundlers. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return { '0001-initial': initial(dialect), '0002-settings-and-reports': settingsAndReports(dialect) };
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** True when every known migration has been applied (readiness check). */
export async function migrationsApplied(db: Db, dialect: Dialect): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const list = await migrator.getMigrations();
  return list.every((m) => m.executedAt !== undefined);
}
