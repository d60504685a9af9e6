import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { SubstitutionStatus, SubstitutionTable } from '../../db/schema-meetings.ts';
import type { SubstitutionRow } from './meetings.presenter.ts';

function base(db: Db) {
  return db
    .selectFrom('substitutions as s')
    .innerJoin('meetings as m', 'm.id', 's.meeting_id')
    .innerJoin('users as u', 'u.id', 's.member_id')
    .select([
      's.id',
      's.meeting_id',
      'm.title as meeting_title',
      'm.starts_at as meeting_starts_at',
      's.member_id',
      'u.name as member_name',
      's.substitute_user_id',
      's.substitute_name',
      's.substitute_email',
      's.note',
      's.status',
      's.created_at',
      's.group_id',
    ]);
}

/** A meeting's substitutions the caller may see: approved ones, and their own in any state (or all for leaders). */
export function selectMeetingSubstitutions(db: Db, meetingId: number, userId: number, all: boolean) {
  let q = base(db).where('s.meeting_id', '=', meetingId);
  if (!all) q = q.where((eb) => eb.or([eb('s.status', '=', 'approved'), eb('s.member_id', '=', userId)]));
  return q.orderBy('u.name').execute() as Promise<Array<SubstitutionRow & { group_id: number }>>;
}

export function findSubstitution(db: Db, id: number) {
  return (
    base(db)
      .innerJoin('groups as g', 'g.id', 's.group_id')
      .leftJoin('users as su', 'su.id', 's.substitute_user_id')
      .select([
        'm.ends_at as meeting_ends_at',
        'm.location as meeting_location',
        'm.online_link as meeting_online_link',
      ])
      .select(['m.timezone as meeting_timezone', 'u.email as member_email'])
      // The e-mails' languages: the member's and the substitute's own, else the chapter's.
      .select([
        'u.preferred_language as member_language',
        'su.preferred_language as substitute_language',
        'g.language as group_language',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst()
  );
}

/** Pending substitutions oldest first, keyset on (created_at, id). */
/** Pending substitutions a leader can decide on: never their own (`approverId` named the substitute). */
export function selectPendingPage(
  db: Db,
  groupId: number | undefined,
  after: [string, number] | undefined,
  take: number,
  approverId: number,
) {
  let q = base(db).where('s.status', '=', 'pending').where('s.member_id', '<>', approverId);
  if (groupId !== undefined) q = q.where('s.group_id', '=', groupId);
  if (after) q = q.where((eb) => eb(eb.refTuple('s.created_at', 's.id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('s.created_at').orderBy('s.id').limit(take).execute() as Promise<SubstitutionRow[]>;
}

export async function countPendingSubstitutions(
  db: Db,
  groupId: number | undefined,
  approverId: number,
): Promise<number> {
  let q = db
    .selectFrom('substitutions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'pending')
    .where('member_id', '<>', approverId);
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** A rejected substitution makes way for the member's next try. */
export async function deleteRejectedSubstitution(db: Db, meetingId: number, memberId: number): Promise<void> {
  await db
    .deleteFrom('substitutions')
    .where('meeting_id', '=', meetingId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'rejected')
    .execute();
}

export function insertSubstitution(db: Db, row: Insertable<SubstitutionTable>) {
  return db.insertInto('substitutions').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Moves a still-pending substitution to its decision; false when another approver decided first. */
export async function decideSubstitution(
  db: Db,
  id: number,
  values: { status: SubstitutionStatus; note: string; decided_by: number; decision_reason: string | null; at: string },
): Promise<boolean> {
  const res = await db
    .updateTable('substitutions')
    .set({
      status: values.status,
      note: values.note,
      decided_by: values.decided_by,
      decided_at: values.at,
      decision_reason: values.decision_reason,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deletePendingSubstitution(db: Db, id: number, memberId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('substitutions')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Substitute accounts of the group a member can name. */
export function selectSubstituteAccounts(db: Db, groupId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('m.group_id', '=', groupId)
    .where('m.role', '=', 'Substitute')
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'active')
    .orderBy('u.name')
    .execute();
}

export async function updateSubstitution(db: Db, id: number, values: Updateable<SubstitutionTable>): Promise<void> {
  await db.updateTable('substitutions').set(values).where('id', '=', id).execute();
}
