import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { MeetingRunLeadTable, MeetingRunStepTable, MeetingRunTable } from '../../db/schema-meetings.ts';

/** The run's rows (migration 0037, docs/meeting-mode.md "The run"). */
export type RunRow = Selectable<MeetingRunTable>;

export function selectRun(db: Db, meetingId: number) {
  return db.selectFrom('meeting_runs').selectAll().where('meeting_id', '=', meetingId).executeTakeFirst();
}

export function insertRun(db: Db, row: Insertable<MeetingRunTable>) {
  return db.insertInto('meeting_runs').values(row).execute();
}

/** Writes the run only if it is still at `version`; the number of rows changed (0: another command came first). */
export async function updateRun(db: Db, meetingId: number, version: number, row: Partial<Insertable<MeetingRunTable>>) {
  const result = await db
    .updateTable('meeting_runs')
    .set(row)
    .where('meeting_id', '=', meetingId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function selectSteps(db: Db, meetingId: number) {
  return db.selectFrom('meeting_run_steps').selectAll().where('meeting_id', '=', meetingId).orderBy('seq').execute();
}

/** Ends the step that is running, with how long it took. */
export function closeOpenStep(db: Db, meetingId: number, actualSeconds: number) {
  return db
    .updateTable('meeting_run_steps')
    .set({ actual_seconds: actualSeconds })
    .where('meeting_id', '=', meetingId)
    .where('actual_seconds', 'is', null)
    .execute();
}

export async function insertStep(db: Db, row: Omit<Insertable<MeetingRunStepTable>, 'seq'>) {
  const last = await db
    .selectFrom('meeting_run_steps')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('meeting_id', '=', row.meeting_id)
    .executeTakeFirst();
  await db
    .insertInto('meeting_run_steps')
    .values({ ...row, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
}

/** Visitors checked in at the meeting, with who invited them: they speak after their inviter. */
export function selectCheckedInVisitors(db: Db, meetingId: number) {
  return db
    .selectFrom('visitor_checkins as c')
    .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
    .leftJoin('users as inviter', 'inviter.id', 'v.invited_by')
    .select(['v.id', 'v.name', 'v.invited_by', 'inviter.name as inviter_name'])
    .where('c.meeting_id', '=', meetingId)
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
}

/** The member named to lead the meeting's run, with their name; undefined: none named. */
export function selectLead(db: Db, meetingId: number) {
  return db
    .selectFrom('meeting_run_leads as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'u.name'])
    .where('l.meeting_id', '=', meetingId)
    .executeTakeFirst();
}

export async function replaceLead(
  db: Db,
  meetingId: number,
  lead: Omit<Insertable<MeetingRunLeadTable>, 'meeting_id'> | null,
) {
  await db.deleteFrom('meeting_run_leads').where('meeting_id', '=', meetingId).execute();
  if (lead)
    await db
      .insertInto('meeting_run_leads')
      .values({ meeting_id: meetingId, ...lead })
      .execute();
}
