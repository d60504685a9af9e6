import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../db/seeds/demo.ts';
import { pgQuery, privateSchema } from '../test/server-process.ts';
import { backupPostgres, backupSqlite, restorePostgres, restoreSqlite } from './backup-core.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), 'chapter-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A fixed hash: the test compares rows, it never signs in.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0123456789abcdef0123456789abcdef0123456789a';

function sqliteDump(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .pluck()
    .all() as string[];
  const dump = Object.fromEntries(tables.map((t) => [t, db.prepare(`select * from "${t}" order by rowid`).all()]));
  db.close();
  return dump;
}

describe('backup and restore', () => {
  it('SQLite: backs up while writes continue and restores into a fresh data folder, row for row', async () => {
    const file = path.join(dir, 'live', 'chapter.sqlite');
    const { db, close } = createDb({ sqliteFile: file });
    await migrateToLatest(db, 'sqlite');
    await seedDemo(db, HASH, new Date('2026-03-02T09:00:00Z'));
    // Writes keep going during the backup; the copy is a consistent snapshot of some moment.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await db
          .insertInto('app_meta')
          .values({ key: `during-${i}`, value: 'x' })
          .execute();
        await new Promise((r) => setImmediate(r));
      }
    })();
    const backupFile = path.join(dir, 'backup.sqlite');
    await backupSqlite(file, backupFile);
    writing = false;
    await writer;
    await close();

    const fresh = path.join(dir, 'fresh', 'chapter.sqlite');
    restoreSqlite(backupFile, fresh);
    const restored = sqliteDump(fresh);
    const original = sqliteDump(file);
    expect((restored.users ?? []).length).toBeGreaterThan(20);
    for (const [table, rows] of Object.entries(original)) {
      if (table === 'app_meta') continue;
      expect(restored[table], table).toEqual(rows);
    }
    // The snapshot holds a prefix of the concurrent writes, never a torn state.
    const during = (restored.app_meta ?? []).filter((r) => String((r as { key: string }).key).startsWith('during-'));
    const keys = during.map((r) => Number(String((r as { key: string }).key).slice(7)));
    expect(keys).toEqual(keys.map((_, i) => i));
  });

  it('refuses to restore a file that is not a SQLite database', () => {
    const bogus = path.join(dir, 'bogus.sqlite');
    rmSync(bogus, { force: true });
    writeFileSync(bogus, 'not a database');
    expect(() => restoreSqlite(bogus, path.join(dir, 'x', 'chapter.sqlite'))).toThrow(/not a SQLite backup/);
  });

  it.runIf(pgUrl)(
    'PostgreSQL: a logical backup restores into an empty schema with equal rows and working ids',
    async () => {
      const from = await privateSchema(pgUrl as string, 'bk');
      const to = await privateSchema(pgUrl as string, 'rs');
      try {
        const { db, close } = createDb({ databaseUrl: from.url, sqliteFile: '' });
        await migrateToLatest(db, 'postgres');
        await seedDemo(db, HASH, new Date('2026-03-02T09:00:00Z'));
        await close();
        const file = path.join(dir, 'backup.json');
        const written = await backupPostgres(from.url, file);
        expect(written.rows).toBeGreaterThan(30);
        expect(await restorePostgres(to.url, file)).toEqual(written);

        const tables = await pgQuery<{ name: string }>(
          from.url,
          "select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely%'",
        );
        for (const { name } of tables) {
          const q = `select * from "${name}" order by 1, 2`;
          expect(await pgQuery(to.url, q), name).toEqual(await pgQuery(from.url, q));
        }
        // New rows get fresh ids after the restored ones.
        const [max] = await pgQuery<{ id: number }>(to.url, 'select max(id) as id from users');
        const [created] = await pgQuery<{ id: number }>(
          to.url,
          "insert into users (email, name, password_hash, status, created_at, updated_at) values ('new@example.test', 'New', null, 'active', '2026-03-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z') returning id",
        );
        expect(Number(created?.id)).toBeGreaterThan(Number(max?.id));
        await expect(restorePostgres(to.url, file)).rejects.toThrow(/not empty/);
      } finally {
        await from.drop();
        await to.drop();
      }
    },
  );
});
