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
