import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { CommitteeDecisionTable, CommitteeVoteTable } from '../../db/schema-committee.ts';

/** The membership committee's reads and writes (docs/membership-committee.md). */

/** The group's active members and their seats, by name. */
export const selectSeats = (db: Db, groupId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.is_admin', 'm.role', 'm.classification', 'm.committee_seat'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'active')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();

export const countSeats = async (db: Db, groupId: number): Promise<number> => {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('group_id', '=', groupId)
    .where('status', '=', 'active')
    .where('committee_seat', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const updateSeat = (db: Db, userId: number, seated: boolean, at: string) =>
  db
    .updateTable('memberships')
    .set({ committee_seat: seated ? 1 : 0, updated_at: at })
    .where('user_id', '=', userId)
    .execute();

/** The classifications of the group's active members, for the seat check's accent-blind compare. */
export const selectClassifications = (db: Db, groupId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'm.classification'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('m.classification', 'is not', null)
    .execute();

/** The group's pending applications, oldest first. */
export const selectPendingApplications = (db: Db, groupId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id as application_id',
      'm.created_at',
      'u.id',
      'u.name',
      'u.email',
      'u.company_name',
      'm.classification as membership_classification',
      'u.classification',
    ])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'pending')
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();

/** Every vote on the applications given, with the voter's name. */
export const selectVotes = (db: Db, applicationIds: number[]) =>
  applicationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('committee_votes as v')
        .innerJoin('users as u', 'u.id', 'v.voter_id')
        .select(['v.application_id', 'v.voter_id', 'v.vote', 'v.updated_at', 'u.name as voter_name'])
        .where('v.application_id', 'in', applicationIds)
        .orderBy('v.updated_at')
        .execute();

/** One vote per seat holder and application: a second vote replaces the first. */
export const upsertVote = (db: Db, vote: CommitteeVoteTable) =>
  db
    .insertInto('committee_votes')
    .values(vote)
    .onConflict((oc) =>
      oc.columns(['application_id', 'voter_id']).doUpdateSet({ vote: vote.vote, updated_at: vote.updated_at }),
    )
    .execute();

export const insertDecision = (db: Db, decision: Insertable<CommitteeDecisionTable>) =>
  db.insertInto('committee_decisions').values(decision).execute();

/** The latest committee decision in the group on any of the member's applications. */
export const findLatestDecision = (db: Db, groupId: number, userId: number) =>
  db
    .selectFrom('committee_decisions')
    .select(['application_id', 'decision', 'decided_at'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const insertNote = (
  db: Db,
  note: {
    group_id: number;
    user_id: number;
    application_id: number | null;
    kind: 'note' | 'discussion';
    author_id: number;
    body: string;
    created_at: string;
  },
) => db.insertInto('committee_notes').values(note).execute();

/**
 * A member's confidential notes, or one application's discussion, oldest first: only the chapter's own, so a member
 * who moves to another chapter does not bring the first committee's notes to the second.
 */
export function selectNotes(db: Db, groupId: number, userId: number, applicationId?: number) {
  let q = db
    .selectFrom('committee_notes as n')
    .leftJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.created_at', 'a.name as author_name'])
    .where('n.group_id', '=', groupId)
    .where('n.user_id', '=', userId);
  q =
    applicationId === undefined
      ? q.where('n.kind', '=', 'note')
      : q.where('n.kind', '=', 'discussion').where('n.application_id', '=', applicationId);
  return q.orderBy('n.created_at').orderBy('n.id').execute();
}
