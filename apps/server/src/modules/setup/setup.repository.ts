import type { Db } from '../../db/kysely.ts';

/** Making a setup link retires the ones made before: only the newest works. */
export async function replaceSetupToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('setup_tokens').set({ used_at: now }).where('used_at', 'is', null).execute();
  await db.insertInto('setup_tokens').values({ token_hash: tokenHash, created_at: now }).execute();
}

export const findOpenSetupToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('setup_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();

/** Marks the link used; false when it was used (or never existed) by the time this ran. */
export async function claimSetupToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable('setup_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
