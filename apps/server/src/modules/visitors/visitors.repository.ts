import type { Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { VisitorTable } from '../../db/schema-meetings.ts';

function base(db: Db) {
  return db
    .selectFrom('visitors as v')
    .leftJoin('users as inviter', 'inviter.id', 'v.invited_by')
    .leftJoin('meetings as m', 'm.id', 'v.meeting_id')
    .leftJoin('memberships as ms', 'ms.user_id', 'v.user_id')
    .selectAll('v')
    .select([
      'inviter.name as invited_by_name',
      'm.title as meeting_title',
      'm.starts_at as meeting_starts_at',
      'ms.status as membership_status',
      'ms.role as membership_role',
    ]);
}

export type VisitorListRow = Awaited<ReturnType<typeof findVisitor>> & object;

/** Newest first, keyset on (created_at, id) descending. */
export function selectVisitorsPage(
  db: Db,
  filter: { groupId?: number; invitedBy?: number; status?: VisitorTable['status'] },
  after: [string, number] | undefined,
  take: number,
) {
  let q = base(db);
  if (filter.groupId !== undefined) q = q.where('v.group_id', '=', filter.groupId);
  if (filter.invitedBy !== undefined) q = q.where('v.invited_by', '=', filter.invitedBy);
  if (filter.status) q = q.where('v.status', '=', filter.status);
  if (after) q = q.where((eb) => eb(eb.refTuple('v.created_at', 'v.id'), '<', eb.tuple(after[0], after[1])));
  return q.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc').limit(take).execute();
}

export function findVisitor(db: Db, id: number) {
  return base(db).where('v.id', '=', id).executeTakeFirst();
}

/** The signed-in visitor's latest visitor record: their group, who invited them, the meeting it names. */
export function findOwnVisit(db: Db, userId: number) {
  return db
    .selectFrom('visitors as v')
    .innerJoin('groups as g', 'g.id', 'v.group_id')
    .leftJoin('users as inviter', 'inviter.id', 'v.invited_by')
    .leftJoin('meetings as m', 'm.id', 'v.meeting_id')
    .select([
      'v.group_id',
      'g.name as group_name',
      'inviter.name as invited_by_name',
      'm.id as meeting_id',
      'm.status as meeting_status',
      'm.ends_at as meeting_ends_at',
    ])
    .where('v.user_id', '=', userId)
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The group's next meeting that has not ended (a visitor whose own meeting is over is welcome at it). */
export function findNextGroupMeeting(db: Db, groupId: number, now: string) {
  return db
    .selectFrom('meetings')
    .select('id')
    .where('group_id', '=', groupId)
    .where('status', '=', 'scheduled')
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
}

/** The group's visitor records with this e-mail. */
const visitorsByEmail = (db: Db, groupId: number, email: string) =>
  db.selectFrom('visitors').select('id').where('group_id', '=', groupId).where('email', '=', email);

/** An earlier invitation of the same person to the group that is still open. */
export function findOpenVisitor(db: Db, groupId: number, email: string) {
  return visitorsByEmail(db, groupId, email).where('status', 'in', ['invited', 'accepted']).executeTakeFirst();
}

export function updateVisitorRow(db: Db, id: number, values: Updateable<VisitorTable>) {
  return db.updateTable('visitors').set(values).where('id', '=', id).execute();
}

export function insertInvitation(db: Db, visitorId: number, tokenHash: string, at: string, expiresAt: string) {
  return db
    .insertInto('visitor_invitations')
    .values({ visitor_id: visitorId, token_hash: tokenHash, created_at: at, expires_at: expiresAt })
    .execute();
}

export function findInvitation(db: Db, tokenHash: string) {
  return db
    .selectFrom('visitor_invitations as i')
    .innerJoin('visitors as v', 'v.id', 'i.visitor_id')
    .innerJoin('groups as g', 'g.id', 'v.group_id')
    .select([
      'i.id',
      'i.expires_at',
      'i.used_at',
      'v.id as visitor_id',
      'v.name',
      'v.email',
      'v.phone',
      'v.company',
      'v.classification',
      'v.group_id',
      'v.meeting_id',
      'v.invited_by',
      'v.status',
      'g.name as group_name',
      'g.language as group_language',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invitation used; false when a parallel click used it first (single use). */
export async function useInvitation(db: Db, id: number, action: 'accept' | 'decline', at: string): Promise<boolean> {
  const res = await db
    .updateTable('visitor_invitations')
    .set({ used_at: at, used_action: action })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The visitor records of a signed-in visitor who applied to join. */
export async function markVisitorApplied(db: Db, userId: number, stamp: string): Promise<void> {
  await db
    .updateTable('visitors')
    .set({ status: 'applied', applied_at: stamp, updated_at: stamp })
    .where('user_id', '=', userId)
    .execute();
}
