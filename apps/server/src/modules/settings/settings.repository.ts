import type { Db } from '../../db/kysely.ts';

/** The user's stored settings as a nested object ({ notifications: { push: true } }). */
export async function readSettings(db: Db, userId: number): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.selectFrom('user_settings').select(['key', 'value']).where('user_id', '=', userId).execute();
  const out: Record<string, Record<string, unknown>> = {};
  for (const { key, value } of rows) {
    const [category, setting] = key.split('.');
    if (!category || !setting) continue;
    out[category] = { ...out[category], [setting]: JSON.parse(value) };
  }
  return out;
}

/** Upserts each given setting on its own row (same statement on SQLite and PostgreSQL). */
export async function writeSettings(
  db: Db,
  userId: number,
  values: Array<[key: string, value: unknown]>,
  at: string,
): Promise<void> {
  for (const [key, value] of values) {
    const json = JSON.stringify(value);
    await db
      .insertInto('user_settings')
      .values({ user_id: userId, key, value: json, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value: json, updated_at: at }))
      .execute();
  }
}

export const deleteSettings = (db: Db, userId: number) =>
  db.deleteFrom('user_settings').where('user_id', '=', userId).execute();
