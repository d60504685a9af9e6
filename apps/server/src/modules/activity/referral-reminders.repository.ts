import { OPEN_REFERRAL_STATUSES } from '@chapter/shared/activity.labels';
import type { Db } from '../../db/kysely.ts';
import { notRejected } from './activity.repository.ts';

/** The chapters that remind, with their number of days. */
export const selectRemindingGroups = (db: Db) =>
  db
    .selectFrom('groups')
    .select(['id', 'referral_reminder_days as days'])
    .where('referral_reminder_days', 'is not', null)
    .where('status', '=', 'active')
    .execute();

/**
 * A chapter's open referrals (not yet won, lost or not a fit) last changed between `quietFrom` and `quietSince`
 * whose receiver is still an active member and has not been reminded since that last change; oldest first, `limit`
 * at a time.
 */
export function selectQuietReferrals(db: Db, groupId: number, quietFrom: string, quietSince: string, limit: number) {
  return db
    .selectFrom('activity_records as a')
    .innerJoin('users as g', 'g.id', 'a.giver_id')
    .innerJoin('users as r', 'r.id', 'a.receiver_id')
    .innerJoin('memberships as m', (j) =>
      j.onRef('m.user_id', '=', 'a.receiver_id').onRef('m.group_id', '=', 'a.group_id'),
    )
    .leftJoin('referral_reminders as sent', (j) =>
      j.onRef('sent.activity_id', '=', 'a.id').onRef('sent.quiet_since', '=', 'a.updated_at'),
    )
    .select(['a.id', 'a.receiver_id', 'a.summary', 'a.updated_at', 'g.name as giver_name'])
    .where('a.group_id', '=', groupId)
    .where('a.type', '=', 'referral')
    .where('a.status', 'in', [...OPEN_REFERRAL_STATUSES])
    .where(notRejected)
    .where('a.updated_at', '<=', quietSince)
    .where('a.updated_at', '>', quietFrom)
    .where('m.status', '=', 'active')
    .where('r.status', '=', 'active')
    .where('sent.activity_id', 'is', null)
    .orderBy('a.updated_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** Claims the reminder for a referral's silence since its last change; false when another run already sent it. */
export async function recordReferralReminder(
  db: Db,
  r: { activityId: number; quietSince: string; at: string },
): Promise<boolean> {
  const res = await db
    .insertInto('referral_reminders')
    .values({ activity_id: r.activityId, quiet_since: r.quietSince, sent_at: r.at })
    .onConflict((oc) => oc.columns(['activity_id', 'quiet_since']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}
