import type { Db } from '../../db/kysely.ts';

/** Each user's own language and their chapter's (the group of their membership), for textLanguage. */
export function selectLanguagesOf(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('memberships as m', 'm.user_id', 'u.id')
    .leftJoin('groups as g', 'g.id', 'm.group_id')
    .select(['u.id', 'u.preferred_language', 'g.language as group_language'])
    .where('u.id', 'in', [...userIds])
    .execute();
}
