import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { SpeakerRotaTable } from '../../db/schema-speaker-rota.ts';

/** The speaker rota's rows (migration 0038, docs/meeting-mode.md "Built so far: the rota"). */

const classificationOf = sql<string | null>`coalesce(ms.classification, u.classification)`;

/** The group's chapter meetings starting in [from, to), each with its slot's row when it has one. */
export function selectRotaMeetings(db: Db, groupId: number, from: string, to: string) {
  return db
    .selectFrom('meetings as m')
    .leftJoin('speaker_rota as r', 'r.meeting_id', 'm.id')
    .select(['m.id', 'm.title', 'm.starts_at', 'm.timezone', 'm.status as meeting_status'])
    .select(['r.user_id', 'r.status', 'r.swap_with_user_id', 'r.topic'])
    .where('m.group_id', '=', groupId)
    .where('m.type', '=', 'chapter')
    .where('m.starts_at', '>=', from)
    .where('m.starts_at', '<', to)
    .orderBy('m.starts_at')
    .orderBy('m.id')
    .limit(400)
    .execute();
}

/** These users as the rota shows them: name, classification in the group, avatar, company and bio. */
export function selectPeople(db: Db, groupId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .leftJoin('memberships as ms', (j) => j.onRef('ms.user_id', '=', 'u.id').on('ms.group_id', '=', groupId))
    .select(['u.id', 'u.name', 'u.avatar_key', 'u.company_name', 'u.bio'])
    .select(classificationOf.as('classification'))
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
}

export function findSlot(db: Db, meetingId: number) {
  return db.selectFrom('speaker_rota').selectAll().where('meeting_id', '=', meetingId).executeTakeFirst();
}

/**
 * The member's other slots in the group whose meetings are still to come or start after `after` (for the
 * four-week rule and the trade), soonest first, with their meeting's start.
 */
export function selectSlotsOf(db: Db, groupId: number, userId: number, after: string) {
  return db
    .selectFrom('speaker_rota as r')
    .innerJoin('meetings as m', 'm.id', 'r.meeting_id')
    .select(['r.meeting_id', 'r.status', 'm.starts_at', 'm.timezone', 'm.status as meeting_status'])
    .where('r.group_id', '=', groupId)
    .where('r.user_id', '=', userId)
    .where('m.starts_at', '>', after)
    .orderBy('m.starts_at')
    .execute();
}

export function insertSlot(db: Db, values: { meetingId: number; groupId: number; userId: number; at: string }) {
  return db
    .insertInto('speaker_rota')
    .values({
      meeting_id: values.meetingId,
      group_id: values.groupId,
      user_id: values.userId,
      status: 'scheduled',
      created_at: values.at,
      updated_at: values.at,
    })
    .execute();
}

/** Changes a slot; `where` narrows it to the state the change was decided on, so a race changes nothing. */
export async function updateSlot(
  db: Db,
  meetingId: number,
  values: Updateable<SpeakerRotaTable>,
  where: { status?: SpeakerRotaTable['status']; userId?: number; swapWith?: number } = {},
): Promise<boolean> {
  let q = db.updateTable('speaker_rota').set(values).where('meeting_id', '=', meetingId);
  if (where.status) q = q.where('status', '=', where.status);
  if (where.userId !== undefined) q = q.where('user_id', '=', where.userId);
  if (where.swapWith !== undefined) q = q.where('swap_with_user_id', '=', where.swapWith);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function deleteSlot(db: Db, meetingId: number) {
  return db.deleteFrom('speaker_rota').where('meeting_id', '=', meetingId).execute();
}

/** A meeting and its feature presentation in one statement: the presenter screen reads it (docs/meeting-mode.md). */
export function selectFeature(db: Db, meetingId: number) {
  return db
    .selectFrom('meetings as m')
    .leftJoin('speaker_rota as r', 'r.meeting_id', 'm.id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('memberships as ms', (j) => j.onRef('ms.user_id', '=', 'u.id').onRef('ms.group_id', '=', 'm.group_id'))
    .select(['m.id', 'm.group_id'])
    .select(['r.topic', 'r.goals', 'r.accomplishments', 'r.interests', 'r.networks', 'r.skills'])
    .select(['u.id as user_id', 'u.name', 'u.avatar_key', 'u.company_name', 'u.bio'])
    .select(classificationOf.as('classification'))
    .where('m.id', '=', meetingId)
    .executeTakeFirst();
}

/** Slots whose meeting starts in (from, to], not cancelled, whose presenter has not been reminded yet. */
export function selectSlotsToRemind(db: Db, from: string, to: string) {
  return db
    .selectFrom('speaker_rota as r')
    .innerJoin('meetings as m', 'm.id', 'r.meeting_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.meeting_id', 'r.user_id', 'r.topic', 'm.title', 'm.starts_at', 'm.timezone', 'm.location'])
    .select(['g.name as group_name', 'g.language as group_language'])
    .select(['u.name', 'u.email', 'u.preferred_language'])
    .where('r.reminded_at', 'is', null)
    .where('m.status', '=', 'scheduled')
    .where('u.status', '=', 'active')
    .where('m.starts_at', '>', from)
    .where('m.starts_at', '<=', to)
    .orderBy('m.starts_at')
    .execute();
}
