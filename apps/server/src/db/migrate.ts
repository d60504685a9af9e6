import type SQLite from 'better-sqlite3';
import { type DatabaseIntrospector, type MigrationProvider, Migrator, sql } from 'kysely';
import { type Db, type Dialect, sqliteHandles } from './kysely.ts';
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
import { loginLinks } from './migrations/0015-login-links.ts';
import { search } from './migrations/0016-search.ts';
import { chapterChannel } from './migrations/0017-chapter-channel.ts';
import { attachments } from './migrations/0018-attachments.ts';
import { messageReactions } from './migrations/0019-message-reactions.ts';
import { searchChannelMessages } from './migrations/0020-search-channel-messages.ts';
import { meetingReminderEmails } from './migrations/0021-meeting-reminder-emails.ts';
import { doorSubstitutes } from './migrations/0022-door-substitutes.ts';
import { notifications } from './migrations/0023-notifications.ts';
import { lockouts } from './migrations/0024-lockouts.ts';
import { preferredLanguage } from './migrations/0025-preferred-language.ts';
import { groupLanguageCurrency } from './migrations/0026-group-language-currency.ts';
import { referralReminders } from './migrations/0027-referral-reminders.ts';
import { detailedReferralSteps } from './migrations/0028-detailed-referral-steps.ts';
import { palmsWeeks } from './migrations/0029-palms-weeks.ts';
import { imports } from './migrations/0031-imports.ts';
import { chapterRules } from './migrations/0032-chapter-rules.ts';
import { membershipCommittee } from './migrations/0033-membership-committee.ts';
import { visitorFollowUp } from './migrations/0034-visitor-follow-up.ts';
import { chapterComparisons } from './migrations/0035-chapter-comparisons.ts';
import { meetingAgendas } from './migrations/0036-meeting-agendas.ts';
import { meetingRuns } from './migrations/0037-meeting-runs.ts';
import { speakerRota } from './migrations/0038-speaker-rota.ts';
import { meetingRunLeads } from './migrations/0040-meeting-run-leads.ts';
import { assertMayRunOn, type ChapterMigration, recordCompatibility } from './schema-compatibility.ts';

/**
 * Migrations are listed here, not read from disk, so they run the same under tsx, vitest and bundlers. Each
 * declares which releases can run on the schema it produces (schema-compatibility.ts).
 */
export function migrations(dialect: Dialect): Record<string, ChapterMigration> {
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
    '0015-login-links': loginLinks,
    '0016-search': search(dialect),
    '0017-chapter-channel': chapterChannel(dialect),
    '0018-attachments': attachments(dialect),
    '0019-message-reactions': messageReactions,
    '0020-search-channel-messages': searchChannelMessages(dialect),
    '0021-meeting-reminder-emails': meetingReminderEmails,
    '0022-door-substitutes': doorSubstitutes(dialect),
    '0023-notifications': notifications(dialect),
    '0024-lockouts': lockouts,
    '0025-preferred-language': preferredLanguage,
    '0026-group-language-currency': groupLanguageCurrency,
    '0027-referral-reminders': referralReminders,
    '0028-detailed-referral-steps': detailedReferralSteps,
    '0029-palms-weeks': palmsWeeks,
    '0031-imports': imports(dialect),
    '0032-chapter-rules': chapterRules,
    '0033-membership-committee': membershipCommittee(dialect),
    '0034-visitor-follow-up': visitorFollowUp(dialect),
    '0035-chapter-comparisons': chapterComparisons,
    '0036-meeting-agendas': meetingAgendas,
    '0037-meeting-runs': meetingRuns,
    '0038-speaker-rota': speakerRota,
    '0040-meeting-run-leads': meetingRunLeads,
  };
}

/** The migrations this version of the server knows, oldest first (the restore drill compares a backup's). */
export const knownMigrations = (dialect: Dialect): string[] => Object.keys(migrations(dialect));

/**
 * On PostgreSQL the migration tables live in the connection's own schema. Without naming it, Kysely finds a
 * `kysely_migration` table in any schema of the database, skips creating its own and then fails.
 *
 * Kysely also asks whether its tables exist by introspecting every table of the whole database, column by column
 * (`pg_get_serial_sequence` on each). Another application dropping a schema of the same database meanwhile makes
 * that query fail ("schema … does not exist") and the start with it, so the migrator is given a view of the
 * database that looks only at the connection's own schema (docs/production.md "One database, several schemas").
 */
async function createMigrator(db: Db, dialect: Dialect): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  if (dialect !== 'postgres') return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? undefined;
  if (!schema) return new Migrator({ db, provider });
  return new Migrator({ db: ownSchemaOnly(db, schema), provider, migrationTableSchema: schema });
}

/** The database as the migrator sees it: its introspection limited to one schema; everything else unchanged. */
function ownSchemaOnly(db: Db, schema: string): Db {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    getTables: async () => {
      const { rows } = await sql<{ name: string; isView: boolean }>`
        select table_name as name, table_type = 'VIEW' as "isView"
        from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((r) => ({ ...r, schema, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields, so they must run on the real instance, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The migration names this database has applied, oldest first (none on a new database). */
async function appliedMigrationNames(db: Db, dialect: Dialect): Promise<string[]> {
  // In the connection's own schema only: other schemas of one PostgreSQL database hold other apps (tests).
  const { rows: found } =
    dialect === 'postgres'
      ? await sql<{ t: string | null }>`select to_regclass('kysely_migration')::text as t`.execute(db)
      : await sql<{
          t: string;
        }>`select name as t from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (!found[0]?.t) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * A database migrated by a newer release has migrations this build does not know. This build runs on it only when
 * the newer release recorded each of them as compatible with this one (expand/contract, docs/production.md
 * "Migrations and upgrades"); otherwise it refuses, naming the release needed. Returns the unknown migrations.
 */
async function assertNotNewer(db: Db, dialect: Dialect): Promise<string[]> {
  const known = new Set(Object.keys(migrations(dialect)));
  const unknown = (await appliedMigrationNames(db, dialect)).filter((name) => !known.has(name));
  await assertMayRunOn(db, dialect, unknown);
  return unknown;
}

/**
 * Applies every pending migration. Safe from several processes at once: on PostgreSQL Kysely holds an advisory
 * lock for the run; on SQLite an immediate transaction around the run makes a second process wait for the first
 * and then find nothing to do.
 */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  const sqlite = sqliteHandles.get(db);
  if (sqlite) await beginImmediate(sqlite);
  try {
    const newer = await assertNotNewer(db, dialect);
    if (newer.length > 0) {
      // A compatible newer schema already holds every migration this release knows: nothing to apply (and Kysely
      // itself refuses to run beside migrations it was not given).
      await assertNothingPending(db, dialect, newer);
      if (sqlite) sqlite.exec('commit');
      return [];
    }
    const migrator = await createMigrator(db, dialect);
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
    await recordCompatibility(db, dialect, await appliedMigrationNames(db, dialect), migrations(dialect));
    if (sqlite) sqlite.exec('commit');
    return (results ?? []).map((r) => r.migrationName);
  } catch (err) {
    if (sqlite?.inTransaction) sqlite.exec('rollback');
    throw err;
  }
}

/** SQLite's busy timeout is shorter than a long migration: keep asking for the write lock for up to a minute. */
async function beginImmediate(sqlite: SQLite.Database): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      sqlite.exec('begin immediate');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** For a server that does not migrate at start: it runs only on exactly the schema it was built for. */
export async function assertSchemaCurrent(db: Db, dialect: Dialect): Promise<void> {
  const newer = await assertNotNewer(db, dialect);
  await assertNothingPending(db, dialect, newer);
}

/** Every migration this build knows is applied; else names the missing ones and the command that applies them. */
async function assertNothingPending(db: Db, dialect: Dialect, newer: string[]): Promise<void> {
  const applied = new Set(await appliedMigrationNames(db, dialect));
  const pending = Object.keys(migrations(dialect)).filter((name) => !applied.has(name));
  if (pending.length === 0) return;
  // Beside newer migrations, a missing older one is not something `npm run migrate` of this release can add.
  const fix =
    newer.length > 0
      ? `the database also has newer migrations (${newer.join(', ')}): run the newer release.`
      : 'run `npm run migrate` first.';
  throw new Error(`The database is missing ${pending.length} migration(s) (${pending.join(', ')}): ${fix}`);
}

/** True when every known migration has been applied (readiness check). */
export async function migrationsApplied(db: Db, dialect: Dialect): Promise<boolean> {
  const migrator = await createMigrator(db, dialect);
  const list = await migrator.getMigrations();
  return list.every((m) => m.executedAt !== undefined);
}
