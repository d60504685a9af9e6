import type { Db } from '../../db/kysely.ts';

/** The agenda's rows (migration 0036, docs/meeting-mode.md "Data"). */
export function selectTemplate(db: Db, groupId: number) {
  return db.selectFrom('agenda_templates').selectAll().where('group_id', '=', groupId).executeTakeFirst();
}

export function upsertTemplate(db: Db, groupId: number, segments: string, userId: number, at: string) {
  return db
    .insertInto('agenda_templates')
    .values({ group_id: groupId, segments, updated_by: userId, updated_at: at })
    .onConflict((oc) => oc.column('group_id').doUpdateSet({ segments, updated_by: userId, updated_at: at }))
    .execute();
}

export function selectMeetingAgenda(db: Db, meetingId: number) {
  return db.selectFrom('meeting_agendas').selectAll().where('meeting_id', '=', meetingId).executeTakeFirst();
}

export function upsertMeetingAgenda(db: Db, meetingId: number, segments: string, userId: number, at: string) {
  return db
    .insertInto('meeting_agendas')
    .values({ meeting_id: meetingId, segments, updated_by: userId, updated_at: at })
    .onConflict((oc) => oc.column('meeting_id').doUpdateSet({ segments, updated_by: userId, updated_at: at }))
    .execute();
}

export function deleteMeetingAgenda(db: Db, meetingId: number) {
  return db.deleteFrom('meeting_agendas').where('meeting_id', '=', meetingId).execute();
}
