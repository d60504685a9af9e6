import type { Db } from '../../db/kysely.ts';

/** Pending applications oldest first, keyset on (created_at, id); all groups when groupId is undefined. */
export function selectApplicationsPage(
  db: Db,
  groupId: number | undefined,
  after: [string, number] | undefined,
  take: number,
) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select([
      'm.id as membership_id',
      'm.created_at',
      'm.group_id',
      'g.name as group_name',
      'u.id',
      'u.name',
      'u.email',
      'u.company_name',
      'u.phone',
      'm.classification as membership_classification',
      'u.classification',
    ])
    .where('m.status', '=', 'pending');
  if (groupId !== undefined) q = q.where('m.group_id', '=', groupId);
  if (after) q = q.where((eb) => eb(eb.refTuple('m.created_at', 'm.id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('m.created_at').orderBy('m.id').limit(take).execute();
}

export async function countPendingApplications(db: Db, groupId: number | undefined): Promise<number> {
  let q = db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'pending');
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Holds the group's row until the transaction ends (PostgreSQL): approvals into one group take turns. */
export async function lockGroup(db: Db, groupId: number): Promise<void> {
  await db.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().execute();
}
