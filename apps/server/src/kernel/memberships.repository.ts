import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely.ts';
import type { MembershipTable } from '../db/schema.ts';

/**
 * A user's place in a group. Registration, account creation, import and a visitor's account all start one, and the
 * members module reads and changes it: the kernel holds the insert so none of them depends on another for it.
 */
export async function insertMembership(db: Db, values: Insertable<MembershipTable>): Promise<void> {
  await db.insertInto('memberships').values(values).execute();
}

/** Roles that are not members of the chapter: a visitor's account, a substitute's sign-in. */
export const NON_MEMBER_ROLES = ['Visitor', 'Substitute'];

/**
 * Of these users, the group's active members (not its visitors or substitutes), with their names: who may lead a
 * segment or a meeting's run, or present at one (docs/meeting-mode.md).
 */
export function activeMembersAmong(db: Db, groupId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('m.role', 'not in', NON_MEMBER_ROLES)
    .where('u.id', 'in', [...userIds])
    .execute();
}
