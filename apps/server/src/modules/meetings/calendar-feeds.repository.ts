import type { Db } from '../../db/kysely.ts';

/** A member's calendar feed: one secret URL a calendar app polls without a bearer token. */
export const findFeedOf = (db: Db, userId: number) =>
  db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();

/** Creates or replaces the member's feed token. */
export async function saveFeedToken(db: Db, userId: number, tokenHash: string, stamp: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: stamp, last_used_at: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: stamp, last_used_at: null }),
    )
    .execute();
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

export const findFeedByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('calendar_feeds').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();

export async function markFeedUsed(db: Db, userId: number, stamp: string): Promise<void> {
  await db.updateTable('calendar_feeds').set({ last_used_at: stamp }).where('user_id', '=', userId).execute();
}
