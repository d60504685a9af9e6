import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely.ts';
import type { UserTable } from '../db/schema.ts';

/** User lookups every feature shares (the kernel, docs/decisions/0022-server-kernel.md). */

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertUser(db: Db, values: Insertable<UserTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updateUser = (db: Db, id: number, values: Updateable<UserTable>) =>
  db.updateTable('users').set(values).where('id', '=', id).execute();

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's name alone, undefined when there is no such user. */
export const findUserName = async (db: Db, userId: number) =>
  (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name;

/** Inserts the user unless the e-mail is taken meanwhile (another process, the same moment): its id, or undefined. */
export async function insertUserIfAbsent(db: Db, values: Insertable<UserTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
