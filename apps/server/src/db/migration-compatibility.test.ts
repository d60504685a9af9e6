import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { privateSchema } from '../test/server-process.ts';
import type { Dialect } from './kysely.ts';
import { migrations } from './migrate.ts';

/**
 * The expand/contract rule of docs/decisions/0015-rollback-compatible-schema.md, checked on what each migration
 * really sends to the database: a migration that lets older releases run on its schema ('expand') must not take
 * away or reshape anything they may read or write.
 */
const FORBIDDEN_IN_EXPAND: [RegExp, string][] = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\b/i, 'renames'],
  [/\balter\s+column\b.*\b(type|set\s+not\s+null)\b/is, 'changes a column type or makes it required'],
];

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

// biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped database, as the migrator runs them.
async function freshDatabase(dialect: Dialect, log: (e: LogEvent) => void): Promise<Kysely<any>> {
  if (dialect === 'sqlite')
    return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }), log });
  const schema = await privateSchema(pgUrl as string, 'compat');
  const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url }) }), log });
  cleanups.push(async () => {
    await db.destroy();
    await schema.drop();
  });
  return db;
}

/** Runs every migration's `up` in order on a new database and returns the statements each one sent. */
async function statementsByMigration(dialect: Dialect): Promise<Map<string, string[]>> {
  const sent = new Map<string, string[]>();
  let current: string[] = [];
  const db = await freshDatabase(dialect, (e) => current.push(e.query.sql));
  for (const [name, migration] of Object.entries(migrations(dialect))) {
    current = [];
    await migration.up(db);
    sent.set(name, current);
  }
  if (dialect === 'sqlite') await db.destroy();
  return sent;
}

describe('migration compatibility', () => {
  it('every migration file is listed and declares which releases run on its schema', () => {
    const files = readdirSync(migrationsDir)
      .filter((f) => /^\d{4}-.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    const listed = migrations('sqlite');
    expect(Object.keys(listed)).toEqual(files);
    for (const [name, m] of Object.entries(listed)) {
      const c: unknown = m.compatibility;
      const declared =
        c === 'expand' ||
        (typeof c === 'object' && c !== null && /^\d+\.\d+\.\d+$/.test(String(Object(c).oldestRelease)));
      expect(declared, `${name} declares ${JSON.stringify(c)}`).toBe(true);
    }
  });

  for (const dialect of pgUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
    it(`on ${dialect}, an 'expand' migration neither drops, renames nor reshapes what older releases use`, async () => {
      const sent = await statementsByMigration(dialect);
      const breaches: string[] = [];
      for (const [name, m] of Object.entries(migrations(dialect))) {
        if (m.compatibility !== 'expand') continue;
        for (const statement of sent.get(name) ?? []) {
          for (const [pattern, what] of FORBIDDEN_IN_EXPAND) {
            if (pattern.test(statement)) breaches.push(`${name} ${what}: ${statement.slice(0, 160)}`);
          }
        }
      }
      expect(breaches).toEqual([]);
    });
  }
});
