import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { RenewalReviewTable } from '../../db/schema-committee.ts';

/** The renewal reviews' reads and writes (docs/membership-committee.md "Renewal review"). */

/** The group's active members whose renewal falls before `until` (overdue ones too), soonest first. */
export const selectDueMembers = (db: Db, groupId: number, until: string) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'm.classification', 'm.renewal_due'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('m.renewal_due', 'is not', null)
    .where('m.renewal_due', '<', until)
    .orderBy('m.renewal_due')
    .orderBy('u.id')
    .execute();

const reviewRows = (db: Db) =>
  db
    .selectFrom('renewal_reviews as r')
    .leftJoin('users as c', 'c.id', 'r.checked_in_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .selectAll('r')
    .select(['c.name as checked_in_by_name', 'd.name as decided_by_name']);

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

/** Reviews of the given members, newest renewal first. */
/** The chapter's own reviews of these members: another chapter's committee never reads them. */
export const selectReviews = (db: Db, groupId: number, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([] as ReviewRow[])
    : reviewRows(db)
        .where('r.group_id', '=', groupId)
        .where('r.user_id', 'in', userIds)
        .orderBy('r.renewal_due', 'desc')
        .orderBy('r.id', 'desc')
        .execute();

export const findReview = (db: Db, userId: number, renewalDue: string) =>
  reviewRows(db).where('r.user_id', '=', userId).where('r.renewal_due', '=', renewalDue).executeTakeFirst();

export const insertReview = (db: Db, review: Insertable<RenewalReviewTable>) =>
  db.insertInto('renewal_reviews').values(review).execute();

/**
 * Records a decision on a review still open (none yet, or deferred); the number of rows changed, 0 when another
 * committee member's decision came first.
 */
export async function decideReview(db: Db, id: number, values: Updateable<RenewalReviewTable>): Promise<number> {
  const result = await db
    .updateTable('renewal_reviews')
    .set(values)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('decision', 'is', null), eb('decision', '=', 'defer')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
