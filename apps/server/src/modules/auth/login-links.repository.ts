import { LOGIN_LINK_TTL_MS } from '@chapter/shared/constants';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { addMs } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';

const insertLoginLink = (
  db: Db,
  l: { tokenHash: string; userId: number; meetingId: number | null; createdAt: string; expiresAt: string },
) =>
  db
    .insertInto('login_links')
    .values({
      token_hash: l.tokenHash,
      user_id: l.userId,
      meeting_id: l.meetingId,
      created_at: l.createdAt,
      expires_at: l.expiresAt,
      used_at: null,
    })
    .execute();

/** The link with its account's state: only an active account may be signed in. */
export const findLoginLink = (db: Db, tokenHash: string) =>
  db
    .selectFrom('login_links')
    .innerJoin('users', 'users.id', 'login_links.user_id')
    .select([
      'login_links.token_hash',
      'login_links.user_id',
      'login_links.meeting_id',
      'login_links.expires_at',
      'login_links.used_at',
      'users.status',
      'users.must_change_password',
    ])
    .where('login_links.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Claims the link; true only for the single caller that flipped it (single use under concurrency). */
export async function claimLoginLink(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('login_links')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Writes a one-time sign-in link for the account, opening on the meeting when one is given; returns the token,
 * which only the e-mail carries (the database keeps its hash). Call it inside the transaction that e-mails it.
 */
export async function issueLoginLink(db: Db, userId: number, meetingId: number | null, now: Date): Promise<string> {
  const token = randomToken();
  await insertLoginLink(db, {
    tokenHash: hashToken(token),
    userId,
    meetingId,
    createdAt: toStamp(now),
    expiresAt: toStamp(addMs(now, LOGIN_LINK_TTL_MS)),
  });
  return token;
}
