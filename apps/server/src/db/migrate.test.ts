import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { pgQuery, privateSchema } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createDb } from './kysely.ts';
import { assertSchemaCurrent, knownMigrations, migrateToLatest, migrationsApplied } from './migrate.ts';
import { THIS_RELEASE } from './schema-compatibility.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('migrations', () => {
  it('migrate databases side by side (separate PostgreSQL schemas of one server included)', async () => {
    const settled = await Promise.allSettled([createTestApp(), createTestApp()]);
    for (const s of settled) if (s.status === 'fulfilled') apps.push(s.value);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    apps.push(await createTestApp());
    for (const app of apps) {
      expect(await migrationsApplied(app.ctx.db, app.ctx.dialect)).toBe(true);
      expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
  });

  it('are a no-op when run again', async () => {
    const app = await createTestApp();
    apps.push(app);
    await migrateToLatest(app.ctx.db, app.ctx.dialect);
    expect(await migrationsApplied(app.ctx.db, app.ctx.dialect)).toBe(true);
    expect(await app.ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuse a database migrated by a newer version, at start and in `npm run migrate`', async () => {
    const app = await createTestApp();
    apps.push(app);
    const { db, dialect } = app.ctx;
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', '2030-01-01T00:00:00.000Z')`.execute(
      db,
    );
    const newer = /schema is newer than this server: it has migration 9999-from-a-newer-version/;
    await expect(migrateToLatest(db, dialect)).rejects.toThrow(newer);
    await expect(assertSchemaCurrent(db, dialect)).rejects.toThrow(newer);
    // The refusal changed nothing: the database still answers.
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('record which releases run on each applied migration, for older releases to read', async () => {
    const app = await createTestApp();
    apps.push(app);
    const { db, dialect } = app.ctx;
    const { rows } = await sql<{ name: string; oldest_release: string | null; recorded_by: string }>`
      select name, oldest_release, recorded_by from schema_compatibility order by name`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(knownMigrations(dialect));
    expect(new Set(rows.map((r) => `${r.oldest_release} ${r.recorded_by}`))).toEqual(new Set([`null ${THIS_RELEASE}`]));
  });

  it('run on a newer schema whose unknown migrations were recorded as compatible (a rollback)', async () => {
    const app = await createTestApp();
    apps.push(app);
    const { db, dialect } = app.ctx;
    await newerMigration(app, '9999-newer-expand', null);
    expect(await migrateToLatest(db, dialect)).toEqual([]);
    await assertSchemaCurrent(db, dialect);
    expect(await migrationsApplied(db, dialect)).toBe(true);
    expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('refuse a newer schema with a contract step for a later release, naming the release needed', async () => {
    const app = await createTestApp();
    apps.push(app);
    const { db, dialect } = app.ctx;
    await newerMigration(app, '9998-newer-expand', null);
    await newerMigration(app, '9999-newer-contract', '99.1.0');
    const refusal =
      `This server is release ${THIS_RELEASE}, but migration 9999-newer-contract (applied by release 99.1.0) ` +
      'needs release 99.1.0 or newer: run release 99.1.0 or newer, or restore the backup taken before the upgrade.';
    await expect(migrateToLatest(db, dialect)).rejects.toThrow(refusal);
    await expect(assertSchemaCurrent(db, dialect)).rejects.toThrow(refusal);
  });

  it('without migrating at start, name the missing migrations and the command that applies them', async () => {
    const app = await createTestApp();
    apps.push(app);
    const { db, dialect } = app.ctx;
    await assertSchemaCurrent(db, dialect);
    await sql`delete from kysely_migration where name = '0014-inbox-email-fallback'`.execute(db);
    await expect(assertSchemaCurrent(db, dialect)).rejects.toThrow(
      'The database is missing 1 migration(s) (0014-inbox-email-fallback): run `npm run migrate` first.',
    );
  });

  it.skipIf(!pgUrl)('start while other schemas of the same database are created and dropped', async () => {
    // Other applications (and other test runs) share the database in their own schemas and drop them at any time.
    const own = await privateSchema(pgUrl as string, 'own');
    const { db, close } = createDb({ databaseUrl: own.url, sqliteFile: '' });
    let churning = true;
    const tables = Array.from({ length: 40 }, (_, i) => `create table t${i} (id serial primary key, a text, b int);`);
    const churner = async () => {
      while (churning) {
        const other = await privateSchema(pgUrl as string, 'churn');
        await pgQuery(other.url, tables.join(''));
        await other.drop();
      }
    };
    const churn = Promise.all([churner(), churner(), churner()]);
    try {
      const starts: string[] = [];
      for (let i = 0; i < 40; i++) {
        const applied = await migrateToLatest(db, 'postgres').then(
          (names) => `${names.length} applied`,
          (error: Error) => error.message,
        );
        starts.push(applied);
      }
      expect(starts[0]).toBe(`${knownMigrations('postgres').length} applied`);
      expect(new Set(starts.slice(1))).toEqual(new Set(['0 applied']));
    } finally {
      churning = false;
      await churn;
      await close();
      await own.drop();
    }
  });
});

/** What a newer release leaves behind: its migration applied and its compatibility recorded. */
async function newerMigration(app: TestApp, name: string, oldestRelease: string | null): Promise<void> {
  const { db } = app.ctx;
  const at = '2030-01-01T00:00:00.000Z';
  await sql`insert into kysely_migration (name, timestamp) values (${name}, ${at})`.execute(db);
  await sql`insert into schema_compatibility (name, oldest_release, recorded_by)
    values (${name}, ${oldestRelease}, ${oldestRelease ?? '99.0.0'})`.execute(db);
}
