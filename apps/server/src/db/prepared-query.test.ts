import { describe, expect, it } from 'vitest';
import { createDb, type Db } from './kysely.ts';
import { preparedQuery } from './prepared-query.ts';

async function usersDb(): Promise<Db> {
  const { db } = createDb({ databaseUrl: ':memory:', sqliteFile: '' });
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('status', 'text')
    .execute();
  await db
    .insertInto('users')
    .values([
      { id: 1, name: 'Ann', status: 'active' },
      { id: 2, name: 'Bob', status: 'active' },
      { id: 3, name: 'Cat', status: 'inactive' },
    ] as never)
    .execute();
  return db;
}

describe('preparedQuery', () => {
  it('builds once and runs each call with its own arguments, constants kept', async () => {
    const db = await usersDb();
    let builds = 0;
    const named = preparedQuery(2, (d: Db, minId: number, status: 'active' | 'inactive') => {
      builds++;
      return d
        .selectFrom('users')
        .select('name')
        .where('id', '>=', minId)
        .where('status', '=', status)
        .where('name', '!=', 'Nobody')
        .orderBy('id');
    });
    expect(await named(db, 1, 'active')).toEqual([{ name: 'Ann' }, { name: 'Bob' }]);
    expect(await named(db, 2, 'active')).toEqual([{ name: 'Bob' }]);
    expect(await named(db, 1, 'inactive')).toEqual([{ name: 'Cat' }]);
    expect(builds).toBe(1);
  });

  it('refuses a builder that does not pass an argument through as a value, and a wrong arity', async () => {
    const db = await usersDb();
    const shifted = preparedQuery(1, (d: Db, id: number) =>
      d
        .selectFrom('users')
        .select('name')
        .where('id', '=', id + 1),
    );
    await expect(shifted(db, 1)).rejects.toThrow(/ignores argument 0/);
    const byId = preparedQuery(1, (d: Db, id: number) => d.selectFrom('users').select('name').where('id', '=', id));
    await expect((byId as (d: Db, ...a: unknown[]) => Promise<unknown>)(db)).rejects.toThrow(/expects 1 arguments/);
  });
});
