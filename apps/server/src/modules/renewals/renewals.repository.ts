import type { Db } from '../../db/kysely.ts';

/** Active memberships with renewal_due in [from, to) (either bound optional), for one group or all. */
function dueBetween(db: Db, groupId: number | undefined, from: string | undefined, to: string | undefined) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .where('m.status', '=', 'active')
    .where('m.renewal_due', 'is not', null);
  if (groupId !== undefined) q = q.where('m.group_id', '=', groupId);
  if (from !== undefined) q = q.where('m.renewal_due', '>=', from);
  if (to !== undefined) q = q.where('m.renewal_due', '<', to);
  return q;
}

/** One page ordered by (renewal_due, membership id): the most urgent first. */
export const selectRenewalsPage = (
  db: Db,
  groupId: number | undefined,
  range: { from?: string; to?: string },
  after: [string, number] | undefined,
  take: number,
) => {
  let q = dueBetween(db, groupId, range.from, range.to).select([
    'm.id as membership_id',
    'm.renewal_due',
    'm.role',
    'm.status',
    'm.classification',
    'm.group_id',
    'g.name as group_name',
    'u.id',
    'u.name',
    'u.email',
    'u.company_name',
    'u.is_admin',
  ]);
  if (after) q = q.where((eb) => eb(eb.refTuple('m.renewal_due', 'm.id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('m.renewal_due').orderBy('m.id').limit(take).execute();
};

export async function countDue(db: Db, groupId: number | undefined, from?: string, to?: string): Promise<number> {
  const row = await dueBetween(db, groupId, from, to)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Memberships due in (from, to] that have not had the `daysBefore` reminder for their current due date,
 * a batch at a time by (renewal_due, id).
 */
export const selectReminderBatch = (
  db: Db,
  from: string,
  to: string,
  daysBefore: number,
  after: [string, number] | undefined,
  take: number,
) => {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select([
      'm.id as membership_id',
      'm.renewal_due',
      'u.name',
      'u.email',
      'u.preferred_language',
      'g.name as group_name',
      'g.language as group_language',
    ])
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('m.renewal_due', '>', from)
    .where('m.renewal_due', '<=', to)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('renewal_reminders as r')
            .select('r.membership_id')
            .whereRef('r.membership_id', '=', 'm.id')
            .whereRef('r.renewal_due', '=', 'm.renewal_due')
            .where('r.days_before', '=', daysBefore),
        ),
      ),
    );
  if (after) q = q.where((eb) => eb(eb.refTuple('m.renewal_due', 'm.id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('m.renewal_due').orderBy('m.id').limit(take).execute();
};

/** Records a reminder; false when it was already recorded (by this or another process). */
export async function recordReminder(
  db: Db,
  r: { membershipId: number; renewalDue: string; daysBefore: number; at: string },
): Promise<boolean> {
  const res = await db
    .insertInto('renewal_reminders')
    .values({ membership_id: r.membershipId, renewal_due: r.renewalDue, days_before: r.daysBefore, sent_at: r.at })
    .onConflict((oc) => oc.columns(['membership_id', 'renewal_due', 'days_before']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}
