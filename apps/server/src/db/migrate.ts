import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db, Dialect } from './kysely.ts';
import { initial } from './migrations/0001-initial.ts';
import { settingsAndReports } from './migrations/0002-settings-and-reports.ts';
import { inbox } from './migrations/0003-inbox.ts';
import { membership } from './migrations/0004-membership.ts';
import { activity } from './migrations/0005-activity.ts';
import { meetings } from './migrations/0006-meetings.ts';
import { admin } from './migrations/0007-admin.ts';
import { mentorship } from './migrations/0008-mentorship.ts';
import { pageCost } from './migrations/0009-page-cost.ts';
import { activityGroupPage } from './migrations/0010-activity-group-page.ts';
import { activityRequestHash } from './migrations/0011-activity-request-hash.ts';
import { pushSubscriptions } from './migrations/0012-push-subscriptions.ts';
import { meetingReminders } from './migrations/0013-meeting-reminders.ts';
import { inboxEmailFallback } from './migrations/0014-inbox-email-fallback.ts';

/** Migrations are listed here, not read from disk, so they run the same under tsx, vitest and bundlers. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initial(dialect),
    '0002-settings-and-reports': settingsAndReports(dialect),
    '0003-inbox': inbox(dialect),
    '0004-membership': membership(dialect),
    '0005-activity': activity(dialect),
    '0006-meetings': meetings(dialect),
    '0007-admin': admin(dialect),
    '0008-mentorship': mentorship(dialect),
    '0009-page-cost': pageCost(dialect),
    '0010-activity-group-page': activityGroupPage,
    '0011-activity-request-hash': activityRequestHash,
    '0012-push-subscriptions': pushSubscriptions,
    '0013-meeting-reminders': meetingReminders,
    '0014-inbox-email-fallback': inboxEmailFallback,
  };
}

/**
 * On PostgreSQL the migration tables live in the connection's own schema. Without naming it, Kysely finds a
 * `kysely_migration` table in any schema of the database, skips creating its own and then fails.
 */
async function createMigrator(db: Db, dialect: Dialect): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  if (dialect !== 'postgres') return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? undefined;
  return new Migrator({ db, provider, ...(schema && { migrationTableSchema: schema }) });
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const migrator = await createMigrator(db, dialect);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** True when every known migration has been applied (readiness check). */
export async function migrationsApplied(db: Db, dialect: Dialect): Promise<boolean> {
  const migrator = await createMigrator(db, dialect);
  const list = await migrator.getMigrations();
  return list.every((m) => m.executedAt !== undefined);
}
