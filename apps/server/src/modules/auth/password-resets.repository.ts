import type { Db } from '../../db/kysely.ts';

export const insertReset = (db: Db, r: { userId: number; tokenHash: string; createdAt: string; expiresAt: string }) =>
  db
    .insertInto('password_resets')
    .values({ user_id: r.userId, token_hash: r.tokenHash, created_at: r.createdAt, expires_at: r.expiresAt })
    .execute();

export const findResetByHash = (db: Db, tokenHash: string) =>
  db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks every unused token of the user as used: a newer link voids older ones; a reset voids all. */
export const voidUserResets = (db: Db, userId: number, at: string) =>
  db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

/** Claims one token; true only for the single caller that flipped it (single use under concurrency). */
export async function claimReset(db: Db, id: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
