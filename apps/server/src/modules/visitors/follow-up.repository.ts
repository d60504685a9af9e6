import type { Db } from '../../db/kysely.ts';

/** Tasks with their visitor's name and group and the assignee's name. */
function tasks(db: Db) {
  return db
    .selectFrom('visitor_tasks as t')
    .innerJoin('visitors as v', 'v.id', 't.visitor_id')
    .leftJoin('users as a', 'a.id', 't.assignee_id')
    .select([
      't.id',
      't.visitor_id',
      't.kind',
      't.assignee_id',
      't.due_at',
      't.done_at',
      'v.name as visitor_name',
      'v.group_id',
      'v.invited_by',
      'v.host_id',
      'a.name as assignee_name',
    ]);
}
export type TaskRow = Awaited<ReturnType<typeof findTask>> & object;

export const findTask = (db: Db, id: number) => tasks(db).where('t.id', '=', id).executeTakeFirst();

/** A page of tasks, open ones by due time (soonest first), done ones the same way; keyset on (due_at, id). */
export function selectTasksPage(
  db: Db,
  filter: { groupId?: number; assigneeId?: number; done: boolean },
  after: [string, number] | undefined,
  take: number,
) {
  let q = tasks(db).where('t.done_at', filter.done ? 'is not' : 'is', null);
  if (filter.groupId !== undefined) q = q.where('v.group_id', '=', filter.groupId);
  if (filter.assigneeId !== undefined) q = q.where('t.assignee_id', '=', filter.assigneeId);
  if (after) q = q.where((eb) => eb(eb.refTuple('t.due_at', 't.id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('t.due_at').orderBy('t.id').limit(take).execute();
}

export const selectVisitorTasks = (db: Db, visitorId: number) =>
  tasks(db).where('t.visitor_id', '=', visitorId).orderBy('t.due_at').orderBy('t.id').execute();

export async function setTaskDone(db: Db, id: number, doneAt: string | null, by: number | null): Promise<void> {
  await db.updateTable('visitor_tasks').set({ done_at: doneAt, done_by: by }).where('id', '=', id).execute();
}

/** Marks a visitor's open task of a kind done (the second-visit task once that invitation went). */
export async function completeOpenTask(db: Db, visitorId: number, kind: string, at: string, by: number): Promise<void> {
  await db
    .updateTable('visitor_tasks')
    .set({ done_at: at, done_by: by })
    .where('visitor_id', '=', visitorId)
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .execute();
}

/** A new host for the visitor, who takes over the visitor's open tasks. */
export async function setHost(db: Db, visitorId: number, hostId: number, at: string): Promise<void> {
  await db.updateTable('visitors').set({ host_id: hostId, updated_at: at }).where('id', '=', visitorId).execute();
  await db
    .updateTable('visitor_tasks')
    .set({ assignee_id: hostId })
    .where('visitor_id', '=', visitorId)
    .where('done_at', 'is', null)
    .execute();
}

/** An active member of the group who can host a visitor (not a visitor or substitute). */
export const findGroupMember = (db: Db, groupId: number, userId: number) =>
  db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .select(['u.id', 'u.name'])
    .where('ms.group_id', '=', groupId)
    .where('ms.user_id', '=', userId)
    .where('ms.status', '=', 'active')
    .where('ms.role', 'not in', ['Visitor', 'Substitute'])
    .where('u.status', '=', 'active')
    .executeTakeFirst();

/** What the timeline is built from: invitations, check-ins, follow-up e-mails and the visitor's membership. */
export async function selectTimelineFacts(db: Db, visitorId: number, userId: number | null, groupId: number) {
  const [invitations, checkins, emails, membership] = await Promise.all([
    db
      .selectFrom('visitor_invitations')
      .select(['created_at', 'used_at', 'used_action'])
      .where('visitor_id', '=', visitorId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('visitor_checkins as c')
      .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
      .select(['c.checked_in_at', 'm.title', 'm.starts_at'])
      .where('c.visitor_id', '=', visitorId)
      .execute(),
    db.selectFrom('visitor_follow_up_emails').select(['kind', 'sent_at']).where('visitor_id', '=', visitorId).execute(),
    userId === null
      ? undefined
      : db
          .selectFrom('memberships')
          .select(['status', 'role', 'joined_at'])
          .where('user_id', '=', userId)
          .where('group_id', '=', groupId)
          .executeTakeFirst(),
  ]);
  return { invitations, checkins, emails, membership };
}
