import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createDatabase, dropDatabaseLater, withDatabase } from '../test/test-databases.ts';
import { createDb, type Db, type Dialect } from './kysely.ts';
import { type LiveTables, readLiveSchema } from './live-schema.ts';
import { migrateToLatest } from './migrate.ts';
import { databaseSchema } from './schema.generated.ts';
import type { Database, JobRunTable, OutboxTable, UserTable } from './schema.ts';
import { differences, mergeDialects, REGENERATE, renderSchemaFile } from './schema-generated-file.ts';
import type { LockoutTable } from './schema-lockouts.ts';
import { databaseTypesMatch, type SchemaMismatches, type TypesMatch } from './schema-types-check.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const dialects: Dialect[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.splice(0)) await close();
});

/** A database the migrations just made: SQLite in memory, or a copy of the run's migrated PostgreSQL template. */
async function migrated(dialect: Dialect): Promise<Db> {
  if (dialect === 'sqlite') {
    const { db, close } = createDb({ databaseUrl: ':memory:', sqliteFile: '' });
    closing.push(close);
    await migrateToLatest(db, 'sqlite');
    return db;
  }
  const url = pgUrl as string;
  const database = await createDatabase(url);
  const { db, close } = createDb({ databaseUrl: withDatabase(url, database), sqliteFile: '' });
  closing.push(async () => {
    await close();
    dropDatabaseLater(url, database);
  });
  return db;
}

const live = new Map<Dialect, Promise<LiveTables>>();
const liveOf = (dialect: Dialect) => {
  if (!live.has(dialect))
    live.set(
      dialect,
      migrated(dialect).then((db) => readLiveSchema(db, dialect)),
    );
  return live.get(dialect) as Promise<LiveTables>;
};

describe('database types against the migrations', () => {
  for (const dialect of dialects) {
    it(`schema.generated.ts is the schema the migrations make on ${dialect}`, async () => {
      const found = differences(databaseSchema, (await liveOf(dialect)).schema, dialect);
      expect(found, `schema.generated.ts is out of date: run ${REGENERATE}, then fix the table types`).toEqual([]);
    });
  }

  it.runIf(pgUrl)('schema.generated.ts is, to the character, what the generator writes', async () => {
    const [sqlite, postgres] = await Promise.all([liveOf('sqlite'), liveOf('postgres')]);
    const text = renderSchemaFile(mergeDialects(sqlite.schema, postgres.schema), {
      sqlite: sqlite.outside,
      postgres: postgres.outside,
    });
    const committed = readFileSync(new URL('./schema.generated.ts', import.meta.url), 'utf8');
    expect(text === committed, `run ${REGENERATE}`).toBe(true);
  });

  for (const dialect of dialects) {
    it(`on ${dialect}, a scratch migration that changes the schema fails the comparison, one line each`, async () => {
      const db = await migrated(dialect);
      for (const statement of [
        'alter table job_runs add column note text',
        'alter table job_runs drop column result',
        // Recreated with `failures` nullable (SQLite cannot alter a column's nullability in place).
        'drop table lockouts',
        'create table lockouts (key text primary key, failures integer, expires_at text not null)',
        'drop table setup_tokens',
        'create table scratch (id integer not null)',
      ]) {
        await sql.raw(statement).execute(db);
      }
      const found = differences(databaseSchema, (await readLiveSchema(db, dialect)).schema, dialect);
      expect(found).toEqual([
        'job_runs.note: the database has string | null, the file says nothing',
        'job_runs.result: the database has no such column, the file says string | null',
        'lockouts.failures: the database has number | null, the file says number',
        'scratch: a table in the database, not in the file',
        'setup_tokens: a table in the file, not in the database',
      ]);
    });
  }

  it('the type checker refuses table types that differ from the generated schema, naming each difference', () => {
    /** Every kind of difference at once, each on a table that is right in `Database`. */
    type Broken = Omit<Database, 'lockouts' | 'setup_tokens' | 'users' | 'job_runs' | 'outbox'> & {
      lockouts: Omit<LockoutTable, 'failures'> & { failures: number | null };
      users: UserTable & { nickname: string };
      job_runs: Omit<JobRunTable, 'result'>;
      outbox: Omit<OutboxTable, 'attempts'> & { attempts: number };
    };
    expectTypeOf<SchemaMismatches<Broken>>().toEqualTypeOf<
      | 'lockouts.failures: the type says number | null, the database number'
      | 'users.nickname: in the type, but the database has no such column'
      | 'job_runs.result: a column of the database, missing from the type'
      | 'outbox.attempts: the type says number, the database number, generated'
      | 'setup_tokens: a table of the database, missing from Database'
    >();
    // @ts-expect-error: `true` is not assignable where the types and the database differ.
    const refused: TypesMatch<Broken> = true;
    expect(refused).toBe(true);
    expectTypeOf<SchemaMismatches<Database>>().toBeNever();
    expect(databaseTypesMatch).toBe(true);
  });
});
