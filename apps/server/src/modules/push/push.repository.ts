import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps one device's subscription, as the only one of its session (a browser that renewed its subscription replaces
 * the old endpoint), then keeps only the member's newest `maxPerMember`. An endpoint already known (the device signed
 * in again) moves to this session and counts as new.
 */
export async function saveSubscription(
  db: Db,
  row: StoredSubscription & { userId: number; sessionId: string; now: Date; maxPerMember: number },
): Promise<void> {
  const values = {
    user_id: row.userId,
    session_id: row.sessionId,
    p256dh: row.p256dh,
    auth: row.auth,
    created_at: toStamp(row.now),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ endpoint: row.endpoint, ...values })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('session_id', '=', row.sessionId)
      .where('endpoint', '!=', row.endpoint)
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', row.userId)
      .where('endpoint', 'not in', newestOf(trx, row.userId, row.maxPerMember))
      .execute();
  });
}

/** The endpoints of the member's `limit` newest subscriptions. */
const newestOf = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('endpoint')
    .limit(limit);

export const deleteSubscription = (db: Db, endpoint: string, userId?: number) => {
  let q = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.executeTakeFirst();
};

/**
 * The devices a push for this user may go to: subscriptions of sessions still signed in, of an account that is
 * active (a deactivated member's devices get nothing), the newest `maxPerMember` of them.
 */
export function selectDeliverable(
  db: Db,
  userId: number,
  now: Date,
  maxPerMember: number,
): Promise<StoredSubscription[]> {
  return (
    db
      .selectFrom('push_subscriptions as p')
      .innerJoin('sessions as s', 's.id', 'p.session_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      // Only members who turned pushes on (the setting is stored as JSON `true`): one query either way.
      .innerJoin('user_settings as us', (j) =>
        j.onRef('us.user_id', '=', 'p.user_id').on('us.key', '=', 'notifications.push').on('us.value', '=', 'true'),
      )
      .select(['p.endpoint', 'p.p256dh', 'p.auth'])
      .where('p.user_id', '=', userId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', toStamp(now))
      .where('u.status', '=', 'active')
      // Rows stored before the cap, or by two subscriptions racing, never widen one push beyond it.
      .orderBy('p.created_at', 'desc')
      .orderBy('p.endpoint')
      .limit(maxPerMember)
      .execute()
  );
}
