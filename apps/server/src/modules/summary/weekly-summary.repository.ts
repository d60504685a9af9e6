import type { Db } from '../../db/kysely.ts';
import { notRejected } from '../activity/activity.repository.ts';

/**
 * Chapter meetings of active groups that ended in (after, until] and were not cancelled, oldest first, with their
 * group's name and time zone: the ones a weekly summary may be due for.
 */
export function selectEndedMeetings(db: Db, after: string, until: string) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['m.id', 'm.group_id', 'm.title', 'm.starts_at', 'g.name as group_name', 'g.timezone'])
    .where('m.type', '=', 'chapter')
    .where('m.status', '!=', 'cancelled')
    .where('g.status', '=', 'active')
    .where('m.ends_at', '>', after)
    .where('m.ends_at', '<=', until)
    .orderBy('m.ends_at')
    .orderBy('m.id')
    .execute();
}

/**
 * The chapter's referral steps in [from, to): each referral's first step (its follow-up) and its winning, with when
 * they happened (docs/referral-follow-up.md "The funnel"); referrals a leader rejected are left out.
 */
export function selectReferralSteps(db: Db, groupId: number, from: string, to: string) {
  return db
    .selectFrom('activity_status_history as h')
    .innerJoin('activity_records as a', 'a.id', 'h.activity_id')
    .select((eb) => [
      'h.id',
      'h.to_status',
      'h.created_at',
      // The first step is the earliest, and of steps stored in the same millisecond the one stored first.
      eb
        .selectFrom('activity_status_history as first')
        .select('first.id')
        .whereRef('first.activity_id', '=', 'h.activity_id')
        .where('first.action', '=', 'status')
        .orderBy('first.created_at')
        .orderBy('first.id')
        .limit(1)
        .as('first_step_id'),
    ])
    .where('a.group_id', '=', groupId)
    .where('a.type', '=', 'referral')
    .where(notRejected)
    .where('h.action', '=', 'status')
    .where('h.created_at', '>=', from)
    .where('h.created_at', '<', to)
    .execute();
}
