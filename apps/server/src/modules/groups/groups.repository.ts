import type { Db } from '../../db/kysely.ts';

export const findGroupByCode = (db: Db, code: string) =>
  db.selectFrom('groups').selectAll().where('code', '=', code).executeTakeFirst();

/** Members who hold a place in the group (pending applications count toward capacity). */
export async function countGroupMembers(
  db: Db,
  groupId: number,
  statuses: Array<'pending' | 'active' | 'inactive' | 'expired'>,
): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('group_id', '=', groupId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
