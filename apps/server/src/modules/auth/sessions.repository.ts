import type { Db } from '../../db/kysely.ts';

export const insertSession = (
  db: Db,
  s: { id: string; userId: number; createdAt: string; expiresAt: string; userAgent: string | null; ip: string | null },
) =>
  db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      user_agent: s.userAgent,
      ip: s.ip,
    })
    .execute();

export const revokeSession = (db: Db, id: string, at: string) =>
  db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();

/** Revokes every session of a user except `keep` (the one making the change, when it stays). */
export const revokeUserSessions = (db: Db, userId: number, at: string, keep?: string) => {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) q = q.where('id', '!=', keep);
  return q.execute();
};

/** When a live session ends (the guard has just checked it exists). */
export async function sessionExpiry(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
  return row.expires_at;
}

/** The user's role and whether their group lets substitutes sign in (undefined without a membership). */
export const findLoginMembership = (db: Db, userId: number) =>
  db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.group_id')
    .select(['memberships.role', 'groups.allow_substitute_login'])
    .where('memberships.user_id', '=', userId)
    .executeTakeFirst();
