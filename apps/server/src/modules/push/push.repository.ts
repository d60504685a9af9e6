import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Keeps one device's subscription; an endpoint already known (the device signed in again) moves to this session. */
export async function saveSubscription(
  db: Db,
  row: StoredSubscription & { userId: number; sessionId: string; now: Date },
): Promise<void> {
  const values = { user_id: row.userId, session_id: row.sessionId, p256dh: row.p256dh, auth: row.auth };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: row.endpoint, ...values, created_at: toStamp(row.now) })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

export const deleteSubscription = (db: Db, endpoint: string, userId?: number) => {
  let q = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.executeTakeFirst();
};

/**
 * The devices a push for this user may go to: subscriptions of sessions still signed in, of an account that is
 * active (a deactivated member's devices get nothing).
 */
export function selectDeliverable(db: Db, userId: number, now: Date): Promise<StoredSubscription[]> {
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
      .execute()
  );
}
