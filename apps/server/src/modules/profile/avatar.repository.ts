import type { Db } from '../../db/kysely.ts';

export const insertAvatarImages = (db: Db, key: string, images: Map<number, Buffer>, at: string) =>
  db
    .insertInto('avatar_images')
    .values([...images].map(([size, data]) => ({ key, size, data, created_at: at })))
    .execute();

export const deleteAvatarImages = (db: Db, key: string) =>
  db.deleteFrom('avatar_images').where('key', '=', key).execute();

export const findAvatarImage = (db: Db, key: string, size: number) =>
  db.selectFrom('avatar_images').select('data').where('key', '=', key).where('size', '=', size).executeTakeFirst();

/** Whose avatar it is and where they belong, to decide who may see it. */
export const findAvatarOwner = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id', 'users.avatar_key', 'memberships.group_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
