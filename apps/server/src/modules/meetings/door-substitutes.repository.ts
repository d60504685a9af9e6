import type { Db } from '../../db/kysely.ts';

/** Substitutes recorded at the door (docs/product-rules.md "Substitutions"): the person, and their visits. */

/** Only the digits: how a phone written two ways is recognised as the same number. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** The group's door substitute with this phone or e-mail, if any (the phone first: it is always given). */
export async function findDoorSubstitute(db: Db, groupId: number, digits: string, email: string | null) {
  const base = db.selectFrom('door_substitutes').selectAll().where('group_id', '=', groupId);
  const byPhone = await base.where('phone_digits', '=', digits).orderBy('id').executeTakeFirst();
  if (byPhone || !email) return byPhone;
  return base.where('email', '=', email).orderBy('id').executeTakeFirst();
}

export function findDoorSubstituteById(db: Db, id: number) {
  return db.selectFrom('door_substitutes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveDoorSubstitute(
  db: Db,
  existingId: number | undefined,
  row: { group_id: number; name: string; company: string | null; phone: string; email: string | null; at: string },
): Promise<number> {
  const values = {
    name: row.name,
    company: row.company,
    phone: row.phone,
    phone_digits: phoneDigits(row.phone),
    email: row.email,
    updated_at: row.at,
  };
  if (existingId !== undefined) {
    // What they gave this time is the freshest; a detail they left out keeps what was known.
    await db
      .updateTable('door_substitutes')
      .set({ ...values, company: row.company ?? undefined, email: row.email ?? undefined })
      .where('id', '=', existingId)
      .execute();
    return existingId;
  }
  const inserted = await db
    .insertInto('door_substitutes')
    .values({ ...values, group_id: row.group_id, created_at: row.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Every meeting the person covered a member at, newest first. */
export function selectDoorSubstituteVisits(db: Db, substituteId: number) {
  return db
    .selectFrom('substitutions as s')
    .innerJoin('meetings as m', 'm.id', 's.meeting_id')
    .innerJoin('users as u', 'u.id', 's.member_id')
    .select(['m.id as meeting_id', 'm.title', 'm.starts_at', 'u.id as member_id', 'u.name as member_name'])
    .where('s.door_substitute_id', '=', substituteId)
    .where('s.status', '=', 'approved')
    .orderBy('m.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** The member's substitution at this meeting, whatever its state (one per member and meeting). */
export function findMemberSubstitution(db: Db, meetingId: number, memberId: number) {
  return db
    .selectFrom('substitutions')
    .select(['id'])
    .where('meeting_id', '=', meetingId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
