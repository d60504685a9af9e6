import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../db/seeds/demo.ts';
import { pgQueries, pgQuery, privateSchema } from '../test/server-process.ts';
import { backupPostgres, backupSqlite, planBackup, restorePostgres, restoreSqlite } from './backup-core.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), 'chapter-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A fixed hash: the test compares rows, it never signs in.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0123456789abcdef0123456789abcdef0123456789a';

function sqliteDump(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  // Search indexes (FTS5) live in shadow tables: the virtual table itself holds nothing to compare, and some
  // shadow tables have no rowid (ordered by their key instead).
  const tables = db
    .prepare(
      "select name, sql from sqlite_master where type = 'table' and sql not like 'CREATE VIRTUAL%' order by name",
    )
    .all() as Array<{ name: string; sql: string }>;
  const order = (sql: string) => (/without rowid/i.test(sql) ? '1, 2' : 'rowid');
  const dump = Object.fromEntries(
    tables.map((t) => [t.name, db.prepare(`select * from "${t.name}" order by ${order(t.sql)}`).all()]),
  );
  db.close();
  return dump;
}

const NEW_USER =
  "insert into users (email, name, password_hash, status, created_at, updated_at) values ('new@example.test', 'New', null, 'active', '2026-03-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z') returning id";

const UNREAD_MESSAGE = `with c as (
    insert into conversations (user_a_id, user_b_id, created_at) values (1, 2, '2026-03-02T09:00:00.000Z') returning id
  ), m as (
    insert into messages (conversation_id, sender_id, recipient_id, content, client_message_id, sent_at)
    select id, 1, 2, 'Hello', 'backup-test-1', '2026-03-02T09:00:00.000Z' from c returning id, conversation_id
  )
  insert into conversation_participants (conversation_id, user_id, last_message_id)
  select m.conversation_id, v.u, m.id from m, (values (1), (2)) as v(u)`;

async function seeded(url: string): Promise<void> {
  const { db, close } = createDb({ databaseUrl: url, sqliteFile: '' });
  await migrateToLatest(db, 'postgres');
  await seedDemo(db, HASH, new Date('2026-03-02T09:00:00Z'));
  await close();
}

/** The schema a privateSchema URL points at. */
const schemaOf = (url: string) => decodeURIComponent(url).replace(/.*search_path=/, '');

async function appTables(url: string): Promise<string[]> {
  const rows = await pgQuery<{ name: string }>(
    url,
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely%' order by 1",
  );
  return rows.map((r) => r.name);
}

/** Every row of every table (the migrations' own included), by table. */
async function snapshot(url: string): Promise<Record<string, unknown[]>> {
  const rows = await pgQuery<{ name: string }>(
    url,
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  const tables = await pgQueries(
    url,
    rows.map(({ name }) => `select * from "${name}" order by 1, 2`),
  );
  return Object.fromEntries(rows.map(({ name }, i) => [name, tables[i] ?? []]));
}

/** A stand-in pg_dump of the given version that records its arguments and PGPASSWORD, and writes an archive. */
function fakePgDump(version: string): { bin: string; args: string; password: string } {
  const bin = path.join(dir, `pg_dump-${version}`);
  const args = `${bin}.args`;
  const password = `${bin}.password`;
  writeFileSync(
    bin,
    `#!/bin/sh
if [ "$1" = "--version" ]; then echo "pg_dump (PostgreSQL) ${version}"; exit 0; fi
echo "$@" > '${args}'
printf '%s' "$PGPASSWORD" > '${password}'
for a in "$@"; do case "$a" in --file=*) printf 'PGDMP' > "\${a#--file=}";; esac; done
`,
  );
  chmodSync(bin, 0o755);
  return { bin, args, password };
}

describe('backup and restore', () => {
  // Once, in the plain run: a SQLite file of its own in either run, so CI's PostgreSQL pass would repeat the same
  // migration, demo seed, backup and restore (docs/development.md "CI").
  it.skipIf(pgUrl)(
    'SQLite: backs up while writes continue and restores into a fresh data folder, row for row',
    async () => {
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
      const made = await backupSqlite(file, backupFile);
      expect(made).toMatchObject({ kind: 'sqlite', label: 'SQLite database copy', fallback: null });
      expect(made.bytes).toBeGreaterThan(100_000);
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
    },
  );

  it('refuses to restore a file that is not a SQLite database', () => {
    const bogus = path.join(dir, 'bogus.sqlite');
    rmSync(bogus, { force: true });
    writeFileSync(bogus, 'not a database');
    expect(() => restoreSqlite(bogus, path.join(dir, 'x', 'chapter.sqlite'))).toThrow(/not a SQLite backup/);
    writeFileSync(bogus, 'PGDMP\x01\x0e\x00');
    expect(() => restoreSqlite(bogus, path.join(dir, 'x', 'chapter.sqlite'))).toThrow(
      /is a PostgreSQL backup, not a SQLite backup: set DATABASE_URL/,
    );
  });

  it.runIf(pgUrl)(
    'PostgreSQL without pg_dump (PG_DUMP names a missing file): the JSON export, which restores into an empty schema',
    async () => {
      const from = await privateSchema(pgUrl as string, 'bk');
      const to = await privateSchema(pgUrl as string, 'rs');
      try {
        await seeded(from.url);
        // An unread message: the database's triggers count it in inbox_counters. Loading the export must not count
        // it again on top of the restored counters.
        await pgQuery(from.url, UNREAD_MESSAGE);
        expect(await pgQuery(from.url, 'select user_id, conversations, unread from inbox_counters order by 1')).toEqual(
          [
            { user_id: 1, conversations: 1, unread: 0 },
            { user_id: 2, conversations: 1, unread: 1 },
          ],
        );
        const env = { ...process.env, PG_DUMP: path.join(dir, 'no-such', 'pg_dump') };
        expect(await planBackup(from.url, env)).toMatchObject({ kind: 'json', extension: 'json' });
        const file = path.join(dir, 'backup.json');
        const written = await backupPostgres(from.url, file, env);
        expect(written).toMatchObject({
          kind: 'json',
          label: 'PostgreSQL JSON export (the app’s own format)',
          fallback: `PG_DUMP=${env.PG_DUMP} is not an executable file: the backup is the app’s JSON export instead`,
        });
        expect(written.detail).toMatch(/^\d+ tables, \d+ rows$/);
        expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('chapter-postgres-backup');
        expect(await restorePostgres(to.url, file, env)).toBe(`${written.detail} from the JSON export`);

        const names = await appTables(from.url);
        const queries = names.map((name) => `select * from "${name}" order by 1, 2`);
        const [restoredRows, sourceRows] = await Promise.all([
          pgQueries(to.url, queries),
          pgQueries(from.url, queries),
        ]);
        for (const [i, name] of names.entries()) expect(restoredRows[i], name).toEqual(sourceRows[i]);
        // New rows get fresh ids after the restored ones.
        const [max] = await pgQuery<{ id: number }>(to.url, 'select max(id) as id from users');
        const [created] = await pgQuery<{ id: number }>(to.url, NEW_USER);
        expect(Number(created?.id)).toBeGreaterThan(Number(max?.id));
        await expect(restorePostgres(to.url, file, env)).rejects.toThrow(/not empty/);
      } finally {
        await from.drop();
        await to.drop();
      }
    },
  );

  it.runIf(pgUrl)(
    'PostgreSQL with pg_dump: a custom-format dump of the schema that pg_restore puts back over changed and deleted rows, and into a database where the schema is gone',
    async () => {
      const live = await privateSchema(pgUrl as string, 'pgd');
      const other = await privateSchema(pgUrl as string, 'oth');
      try {
        await seeded(live.url);
        await pgQuery(live.url, UNREAD_MESSAGE);
        await pgQuery(live.url, "update users set name = 'Before Backup' where email = 'member1@demo.test'");
        const before = await snapshot(live.url);
        const file = path.join(dir, 'chapter.dump');
        const made = await backupPostgres(live.url, file);
        expect(made).toMatchObject({ kind: 'pg_dump', extension: 'dump', fallback: null, problem: null });
        expect(made.label).toMatch(/^PostgreSQL custom-format dump \(pg_dump \d+\.\d+\)$/);
        expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
        expect(readdirSync(dir).filter((f) => f.includes('.partial-'))).toEqual([]);

        // After the backup: rows changed, deleted and added.
        await pgQuery(live.url, "update users set name = 'After Backup' where email = 'member1@demo.test'");
        await pgQuery(live.url, 'delete from audit_log');
        await pgQuery(live.url, "delete from users where email = 'visitor@demo.test'");
        await pgQuery(live.url, NEW_USER);
        const restored = await restorePostgres(live.url, file);
        expect(restored).toMatch(
          /^schema "pgd_\w+" from a custom-format dump \(made by pg_dump \d+\.\d+\) with pg_restore/,
        );
        expect(await snapshot(live.url)).toEqual(before);
        const [named] = await pgQuery<{ name: string }>(
          live.url,
          "select name from users where email = 'member1@demo.test'",
        );
        expect(named?.name).toBe('Before Backup');
        // The sequences come back too: the next user gets an id after the restored ones.
        const [max] = await pgQuery<{ id: number }>(live.url, 'select max(id) as id from users');
        const [created] = await pgQuery<{ id: number }>(live.url, NEW_USER);
        expect(Number(created?.id)).toBe(Number(max?.id) + 1);

        // An empty database: the schema does not exist any more; the restore creates it.
        await pgQuery(pgUrl as string, `drop schema ${schemaOf(live.url)} cascade`);
        await restorePostgres(live.url, file);
        expect(await snapshot(live.url)).toEqual(before);

        // Restoring it where the app would not see it is refused before anything changes.
        await expect(restorePostgres(other.url, file)).rejects.toThrow(
          /holds the schema "pgd_\w+", but DATABASE_URL uses "oth_\w+".*Point DATABASE_URL at "pgd_\w+"/,
        );
        // So is a restore that would leave a table the dump does not hold beside the restored ones.
        await pgQuery(live.url, 'create table newer_feature (id integer)');
        await expect(restorePostgres(live.url, file)).rejects.toThrow(
          /holds tables the backup does not \(newer_feature\)/,
        );
        expect(readdirSync(dir).filter((f) => f.includes('.list-'))).toEqual([]);
      } finally {
        await live.drop();
        await other.drop();
      }
    },
  );

  it.runIf(pgUrl)('PostgreSQL: pg_dump gets the password in its environment, never on its command line', async () => {
    const live = await privateSchema(pgUrl as string, 'pw');
    try {
      const fake = fakePgDump('15.20');
      // The server here trusts local connections, so the password is carried but not checked.
      const url = live.url.replace('://postgres@', '://postgres:S3cret%2Fpass@');
      expect(url).toContain('S3cret');
      const made = await backupPostgres(url, path.join(dir, 'fake.dump'), { ...process.env, PG_DUMP: fake.bin });
      expect(made.label).toBe('PostgreSQL custom-format dump (pg_dump 15.20)');
      const args = readFileSync(fake.args, 'utf8');
      expect(args).not.toContain('S3cret');
      expect(args).toContain(`--schema="${schemaOf(live.url)}"`);
      expect(args).toMatch(/--dbname=postgresql:\/\/postgres@127\.0\.0\.1:\d+\/\w+\?options=-c%20search_path%3Dpw_\w+/);
      expect(readFileSync(fake.password, 'utf8').trim()).toBe('S3cret/pass');
    } finally {
      await live.drop();
    }
  });

  it.runIf(pgUrl)('PostgreSQL: a pg_dump older than the server is refused with its versions named', async () => {
    const live = await privateSchema(pgUrl as string, 'old');
    try {
      const fake = fakePgDump('9.6');
      const env = { ...process.env, PG_DUMP: fake.bin };
      const plan = await planBackup(live.url, env);
      expect(plan.problem).toMatch(
        /^pg_dump 9\.6 \(.*\) cannot dump this PostgreSQL \d+\.\d+ server: .* set PG_DUMP to a pg_dump \d+ or newer\.$/,
      );
      await expect(backupPostgres(live.url, path.join(dir, 'old.dump'), env)).rejects.toThrow(plan.problem as string);
      expect(readdirSync(dir).filter((f) => f.startsWith('old.dump'))).toEqual([]);
    } finally {
      await live.drop();
    }
  });
});
