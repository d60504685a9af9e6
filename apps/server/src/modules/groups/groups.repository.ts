import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { GroupTable } from '../../db/schema.ts';

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

export const findGroup = (db: Db, groupId: number) =>
  db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of groups by (name, id), optionally limited to one group (a leader sees only their own). */
export function selectGroupPage(
  db: Db,
  f: { q?: string; status?: string; onlyId?: number },
  after: [string, number] | undefined,
  take: number,
) {
  let q = db.selectFrom('groups').selectAll();
  if (f.onlyId !== undefined) q = q.where('id', '=', f.onlyId);
  if (f.status) q = q.where('status', '=', f.status as GroupRow['status']);
  if (f.q) q = q.where(sql`lower(name)`, 'like', sql`${likePattern(f.q)} escape '\\'`);
  if (after) q = q.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('name').orderBy('id').limit(take).execute();
}

/** Members per group and status for the listed groups (one grouped query). */
export async function countMembersByStatus(db: Db, groupIds: number[]) {
  const out = new Map<number, { active: number; pending: number }>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .selectFrom('memberships')
    .select(['group_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('group_id', 'in', groupIds)
    .where('status', 'in', ['active', 'pending'])
    .groupBy(['group_id', 'status'])
    .execute();
  for (const id of groupIds) out.set(id, { active: 0, pending: 0 });
  for (const r of rows) {
    const entry = out.get(r.group_id);
    if (entry) entry[r.status as 'active' | 'pending'] = Number(r.n);
  }
  return out;
}

/** Active members per role, in one group or (null) the whole platform. */
export async function countRoles(db: Db, groupId: number | null): Promise<Record<string, number>> {
  let q = db
    .selectFrom('memberships')
    .select(['role', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('status', '=', 'active')
    .groupBy('role');
  if (groupId !== null) q = q.where('group_id', '=', groupId);
  const rows = await q.execute();
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]));
}

export async function insertGroup(db: Db, values: Insertable<GroupTable>): Promise<number> {
  const row = await db.insertInto('groups').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updateGroup = (db: Db, groupId: number, values: Updateable<GroupTable>) =>
  db.updateTable('groups').set(values).where('id', '=', groupId).execute();

/** The stored overrides of one layer (0 = platform). */
export const selectLayerOverrides = (db: Db, groupId: number) =>
  db
    .selectFrom('role_permission_overrides')
    .select(['role', 'permission', 'granted'])
    .where('group_id', '=', groupId)
    .orderBy('role')
    .orderBy('permission')
    .execute();

/** Replaces a layer's overrides with the given list. */
export async function replaceLayerOverrides(
  db: Db,
  groupId: number,
  overrides: Array<{ role: string; permission: string; granted: boolean }>,
  by: number,
  at: string,
): Promise<void> {
  await db.deleteFrom('role_permission_overrides').where('group_id', '=', groupId).execute();
  if (overrides.length === 0) return;
  await db
    .insertInto('role_permission_overrides')
    .values(
      overrides.map((o) => ({
        group_id: groupId,
        role: o.role,
        permission: o.permission,
        granted: o.granted ? 1 : 0,
        updated_by: by,
        updated_at: at,
      })),
    )
    .execute();
}
