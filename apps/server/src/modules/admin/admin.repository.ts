import type { Db } from '../../db/kysely.ts';

/** Outbox rows newest first (keyset on id). */
export function selectOutboxPage(
  db: Db,
  f: { kind?: 'email' | 'sms'; status?: string },
  beforeId: number | undefined,
  take: number,
) {
  let q = db.selectFrom('outbox').selectAll();
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.status) q = q.where('status', '=', f.status as 'sent');
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(take).execute();
}

/** One outbox row, whole. */
export const findOutboxRow = (db: Db, id: number) =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: string | number }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);

/** The dashboard's counts for one group, or the whole platform (undefined). */
export async function dashboardCounts(db: Db, groupId: number | undefined, now: string, in30: string, ago30: string) {
  const members = () => {
    let q = db.selectFrom('memberships').select((eb) => eb.fn.countAll<string | number>().as('n'));
    if (groupId !== undefined) q = q.where('group_id', '=', groupId);
    return q;
  };
  let sms = db
    .selectFrom('broadcasts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('recipient_count'), eb.lit(0)).as('n'))
    .where('channel', '=', 'sms')
    .where('created_at', '>=', ago30);
  if (groupId !== undefined) sms = sms.where('group_id', '=', groupId);
  return {
    activeMembers: await count(members().where('status', '=', 'active').where('role', '!=', 'Visitor')),
    visitors: await count(members().where('status', '=', 'active').where('role', '=', 'Visitor')),
    renewalsDue: await count(
      members().where('status', '=', 'active').where('renewal_due', '>=', now).where('renewal_due', '<', in30),
    ),
    overdueRenewals: await count(members().where('status', 'in', ['active', 'expired']).where('renewal_due', '<', now)),
    smsLast30Days: await count(sms),
  };
}

/** joined_at of active and former members since a moment (grouped into months by the caller). */
export function selectJoins(db: Db, groupId: number | undefined, since: string) {
  let q = db.selectFrom('memberships').select('joined_at').where('joined_at', '>=', since);
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return q.execute();
}

/** Referrals and closed business (not rejected) since a moment, for the weekly charts. */
export function selectActivitySince(db: Db, groupId: number | undefined, since: string) {
  let q = db
    .selectFrom('activity_records')
    .select(['type', 'amount_cents', 'currency', 'occurred_at'])
    .where('type', 'in', ['referral', 'closed_business'])
    .where('occurred_at', '>=', since)
    .where((eb) => eb.or([eb('approval_status', 'is', null), eb('approval_status', '!=', 'rejected')]));
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return q.execute();
}

/** Recorded attendance since a moment (PALMS statuses), for the weekly attendance rate. */
export function selectAttendanceSince(db: Db, groupId: number | undefined, since: string) {
  let q = db.selectFrom('attendance').select(['status', 'meeting_starts_at']).where('meeting_starts_at', '>=', since);
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return q.execute();
}
