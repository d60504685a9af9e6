import type { Db } from '../../db/kysely.ts';

export async function readSettings(db: Db, userId: number): Promise<unknown> {
  const row = await db.selectFrom('user_settings').select('data').where('user_id', '=', userId).executeTakeFirst();
  return row ? JSON.parse(row.data) : undefined;
}

/** Insert or replace the user's settings row (same statement on SQLite and PostgreSQL). */
export const writeSettings = (db: Db, userId: number, data: unknown, at: string) =>
  db
    .insertInto('user_settings')
    .values({ user_id: userId, data: JSON.stringify(data), updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data: JSON.stringify(data), updated_at: at }))
    .execute();

export const deleteSettings = (db: Db, userId: number) =>
  db.deleteFrom('user_settings').where('user_id', '=', userId).execute();
