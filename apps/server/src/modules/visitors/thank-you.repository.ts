import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';

/** The visitor follow-up e-mail kinds; one claim row per visitor, meeting and kind. */
type FollowUpEmailKind = 'thank-you';

/**
 * Visitors checked in at a meeting that started in (from, now] who have not been sent this kind for it: with what
 * the thank-you needs (their address and language, the chapter, the host's and inviter's names).
 */
export function selectVisitsToThank(db: Db, from: Date, now: Date, kind: FollowUpEmailKind) {
  return (
    db
      .selectFrom('visitor_checkins as c')
      .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
      .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
      .innerJoin('groups as g', 'g.id', 'v.group_id')
      .leftJoin('users as account', 'account.id', 'v.user_id')
      .leftJoin('users as inviter', 'inviter.id', 'v.invited_by')
      .leftJoin('users as host', 'host.id', 'v.host_id')
      .leftJoin('visitor_follow_up_emails as e', (j) =>
        j.onRef('e.visitor_id', '=', 'v.id').onRef('e.meeting_id', '=', 'm.id').on('e.kind', '=', kind),
      )
      .select([
        'v.id as visitor_id',
        'v.name as visitor_name',
        'v.email',
        'v.group_id',
        'm.id as meeting_id',
        'm.starts_at',
        'm.timezone',
        'g.name as group_name',
        'g.language as group_language',
        'account.preferred_language',
        'inviter.name as inviter_name',
        'host.name as host_name',
      ])
      .where('m.starts_at', '>', toStamp(from))
      .where('m.starts_at', '<=', toStamp(now))
      .where('e.visitor_id', 'is', null)
      // A walk-in who gave no address.
      .where('v.email', '!=', '')
      .orderBy('m.starts_at')
      .orderBy('v.id')
      .execute()
  );
}

/** Claims a follow-up e-mail; true for the one caller whose row went in (it writes the e-mail in the same transaction). */
export async function claimFollowUpEmail(
  db: Db,
  claim: { visitorId: number; meetingId: number; kind: FollowUpEmailKind },
  at: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('visitor_follow_up_emails')
    .values({ visitor_id: claim.visitorId, meeting_id: claim.meetingId, kind: claim.kind, sent_at: toStamp(at) })
    .onConflict((oc) => oc.columns(['visitor_id', 'meeting_id', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The group's next scheduled meeting starting after `now`, as the thank-you names it. */
export function findMeetingAfter(db: Db, groupId: number, now: Date) {
  return db
    .selectFrom('meetings')
    .select(['id', 'title', 'starts_at', 'timezone', 'location'])
    .where('group_id', '=', groupId)
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', toStamp(now))
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
}

export function findTemplate(db: Db, groupId: number) {
  return db
    .selectFrom('visitor_email_templates')
    .select(['subject', 'body', 'updated_at'])
    .where('group_id', '=', groupId)
    .executeTakeFirst();
}

export async function saveTemplate(
  db: Db,
  row: { group_id: number; subject: string; body: string; updated_by: number; updated_at: string },
): Promise<void> {
  await db
    .insertInto('visitor_email_templates')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('group_id')
        .doUpdateSet({ subject: row.subject, body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteTemplate(db: Db, groupId: number): Promise<void> {
  await db.deleteFrom('visitor_email_templates').where('group_id', '=', groupId).execute();
}

/** The group's name, zone and language. */
export const findGroupBasics = (db: Db, groupId: number) =>
  db.selectFrom('groups').select(['id', 'name', 'timezone', 'language']).where('id', '=', groupId).executeTakeFirst();
