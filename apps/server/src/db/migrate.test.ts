import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { migrateToLatest, migrationsApplied } from './migrate.ts';

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
});
