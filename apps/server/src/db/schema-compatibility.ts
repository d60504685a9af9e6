/**
 * Which releases can run on the schema a migration produces (docs/decisions/0015-rollback-compatible-schema.md).
 * Each migration declares it; the migration runner records it in the database beside Kysely's own bookkeeping,
 * so an older release, which does not know a newer migration, can still read whether it may run on it.
 */
import { CLIENT_VERSION } from '@chapter/shared/constants';
import { type Migration, sql } from 'kysely';
import type { Db, Dialect } from './kysely.ts';

/**
 * - `'expand'`: adds only (tables, nullable or defaulted columns, indexes): every release that ran on the schema
 *   before it still runs after it.
 * - `{ oldestRelease }`: a contract step: it drops, renames or tightens something that releases before
 *   `oldestRelease` read or write, so they must not run on it.
 */
export type Compatibility = 'expand' | { readonly oldestRelease: string };

/** A migration as this project writes it: Kysely's, with its compatibility declared beside `up` and `down`. */
export type ChapterMigration = Migration & { readonly compatibility: Compatibility };

/**
 * The table the runner keeps: one row per applied migration. Created by the runner, not by a migration, so a
 * release that predates it sees no unknown migration. Releases on either side of a rollback both write it: its
 * columns may only ever be added, nullable.
 */
export const COMPATIBILITY_TABLE = 'schema_compatibility';

/** The release this build is. */
export const THIS_RELEASE = CLIENT_VERSION;

/** Compares two `major.minor.patch` versions (anything after the patch number is ignored): <0, 0 or >0. */
function compareReleases(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

interface Recorded {
  name: string;
  oldest_release: string | null;
  recorded_by: string;
}

async function tableExists(db: Db, dialect: Dialect): Promise<boolean> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ t: string | null }>`select to_regclass(${sql.lit(COMPATIBILITY_TABLE)})::text as t`.execute(db)
      : await sql<{
          t: string;
        }>`select name as t from sqlite_master where type = 'table' and name = ${COMPATIBILITY_TABLE}`.execute(db);
  return Boolean(rows[0]?.t);
}

/**
 * Throws, in one line naming the release needed, unless this release may run on a database that has applied
 * `unknown` (migrations of a newer release this build does not know). It may when each of them was recorded as
 * compatible with it; a migration with no record was applied by a release that recorded none, so it is refused.
 */
export async function assertMayRunOn(db: Db, dialect: Dialect, unknown: string[]): Promise<void> {
  if (unknown.length === 0) return;
  const recorded = (await tableExists(db, dialect))
    ? (await sql<Recorded>`select name, oldest_release, recorded_by from ${sql.table(COMPATIBILITY_TABLE)}`.execute(db))
        .rows
    : [];
  const byName = new Map(recorded.map((r) => [r.name, r]));
  const unrecorded = unknown.filter((name) => !byName.has(name));
  if (unrecorded.length > 0) {
    throw new Error(
      `The database schema is newer than this server: it has migration ${unrecorded.join(', ')}, which this version ` +
        'does not know and which records no compatibility. Run the newer version, or restore the backup taken ' +
        'before the upgrade.',
    );
  }
  const blocking = unknown
    .map((name) => byName.get(name) as Recorded)
    .filter((r) => r.oldest_release !== null && compareReleases(THIS_RELEASE, r.oldest_release) < 0)
    .sort((a, b) => compareReleases(b.oldest_release as string, a.oldest_release as string));
  const first = blocking[0];
  if (first) {
    throw new Error(
      `This server is release ${THIS_RELEASE}, but migration ${first.name} (applied by release ${first.recorded_by}) ` +
        `needs release ${first.oldest_release} or newer: run release ${first.oldest_release} or newer, or restore ` +
        'the backup taken before the upgrade.',
    );
  }
}

/**
 * Records the declared compatibility of every applied migration that has no row yet (after a run, and once for
 * the migrations applied before the table existed). On PostgreSQL a transaction-scoped advisory lock keeps
 * concurrent `npm run migrate` processes from creating the table twice; on SQLite the caller holds the write lock.
 */
export async function recordCompatibility(
  db: Db,
  dialect: Dialect,
  applied: string[],
  declared: Record<string, ChapterMigration>,
): Promise<void> {
  const write = async (tx: Db) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(tx);
    // No timestamps: a JSON backup's restore rebuilds these rows by migrating, and must find them equal.
    await sql`create table if not exists ${sql.table(COMPATIBILITY_TABLE)} (
      name text primary key, oldest_release text, recorded_by text not null)`.execute(tx);
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(COMPATIBILITY_TABLE)}`.execute(tx);
    const have = new Set(rows.map((r) => r.name));
    const missing = applied.flatMap((name) => {
      const c = declared[name]?.compatibility;
      if (have.has(name) || c === undefined) return [];
      return [sql`(${name}, ${c === 'expand' ? null : c.oldestRelease}, ${THIS_RELEASE})`];
    });
    if (missing.length === 0) return;
    await sql`insert into ${sql.table(COMPATIBILITY_TABLE)} (name, oldest_release, recorded_by)
      values ${sql.join(missing)} on conflict (name) do nothing`.execute(tx);
  };
  if (dialect === 'postgres') await db.transaction().execute(write);
  else await write(db);
}

/** Any constant of our own: Kysely's migration lock uses another. */
const LOCK_KEY = 3_615_024;
