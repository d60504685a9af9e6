import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { assertSchemaCurrent, migrateToLatest, migrationsApplied } from './migrate.ts';

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
});
