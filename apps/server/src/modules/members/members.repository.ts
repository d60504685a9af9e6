import type { MembershipStatus } from '@chapter/shared/members.schemas';
import { sql, type Updateable } from 'kysely';
import type { Db, Dialect } from '../../db/kysely.ts';
import type { MembershipTable } from '../../db/schema.ts';

/** A member's classification: the membership's, else the one on the account (older rows). */
const classificationOf = sql<string | null>`coalesce(m.classification, u.classification)`;

/** Member rows (membership + account + group) as every read of this module presents them. */
const memberRows = (db: Db) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.company_name',
      'u.phone',
      'u.website',
      'u.bio',
      'u.avatar_key',
      'u.is_admin',
      'u.status as user_status',
      'u.preferred_language',
      'm.id as membership_id',
      'm.role',
      'm.status',
      'm.joined_at',
      'm.renewal_due',
      'm.created_at as applied_at',
      'm.group_id',
      'g.name as group_name',
      'g.language as group_language',
    ])
    .select(classificationOf.as('classification'));

export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof memberRows>['executeTakeFirst']>>>;

export const findMember = (db: Db, userId: number) => memberRows(db).where('u.id', '=', userId).executeTakeFirst();

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface RosterFilter {
  groupId: number | undefined;
  status: MembershipStatus;
  role?: string;
  classification?: string;
  q?: string;
}

/** One roster page ordered by (name, id), after the cursor's (name, id). */
export function selectRosterPage(db: Db, f: RosterFilter, after: [string, number] | undefined, take: number) {
  let q = memberRows(db).where('m.status', '=', f.status);
  if (f.groupId !== undefined) q = q.where('m.group_id', '=', f.groupId);
  if (f.role) q = q.where('m.role', '=', f.role);
  if (f.classification) q = q.where(sql`lower(${classificationOf})`, '=', f.classification.toLowerCase());
  if (f.q) {
    const p = likePattern(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(u.name)`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(coalesce(u.company_name, ''))`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(coalesce(${classificationOf}, ''))`, 'like', sql`${p} escape '\\'`),
      ]),
    );
  }
  // sort_name is u.name (kept by triggers) and user_id is u.id: ordering on the membership's own columns lets
  // the (group_id, status, sort_name, user_id) index drive the scan instead of sorting the whole group.
  if (after) q = q.where((eb) => eb(eb.refTuple('m.sort_name', 'm.user_id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('m.sort_name').orderBy('m.user_id').limit(take).execute();
}

/**
 * The classifications active members hold (the roster's filter options). Read from the membership only: the
 * database allows one active holder per classification and group, so the partial unique index bounds this by
 * the number of classifications, not members (an account-only classification of an older row is still shown
 * and filterable, just not offered as an option).
 */
export async function selectClassifications(db: Db, groupId: number | undefined): Promise<string[]> {
  let q = db
    .selectFrom('memberships as m')
    .select('m.classification')
    .distinct()
    .where('m.status', '=', 'active')
    .where('m.classification', 'is not', null);
  if (groupId !== undefined) q = q.where('m.group_id', '=', groupId);
  const rows = await q.orderBy('m.classification').limit(300).execute();
  return rows.map((r) => r.classification).filter((c): c is string => Boolean(c));
}

/** Per user, whether phone and e-mail are shown to other members (privacy settings; default shown). */
export async function selectPrivacy(
  db: Db,
  userIds: number[],
): Promise<Map<number, { showPhone: boolean; showEmail: boolean }>> {
  const out = new Map(userIds.map((id) => [id, { showPhone: true, showEmail: true }]));
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('user_settings')
    .select(['user_id', 'key', 'value'])
    .where('user_id', 'in', userIds)
    .where('key', 'in', ['privacy.showPhone', 'privacy.showEmail'])
    .execute();
  for (const row of rows) {
    const entry = out.get(row.user_id);
    if (!entry) continue;
    const shown = row.value !== 'false';
    if (row.key === 'privacy.showPhone') entry.showPhone = shown;
    else entry.showEmail = shown;
  }
  return out;
}

/** The active member of the group (other than `exceptUserId`) holding the classification, if any. */
export const findClassificationHolder = (db: Db, groupId: number, classification: string, exceptUserId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('m.user_id', '!=', exceptUserId)
    .where(sql`lower(m.classification)`, '=', classification.toLowerCase())
    .executeTakeFirst();

export const updateMembership = (db: Db, userId: number, values: Updateable<MembershipTable>) =>
  db.updateTable('memberships').set(values).where('user_id', '=', userId).execute();

/** Changes a membership that is still pending; false when it was decided meanwhile. */
export async function updatePendingMembership(
  db: Db,
  userId: number,
  values: Updateable<MembershipTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('memberships')
    .set(values)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Deletes a membership that is still pending; false when it was decided meanwhile. */
export async function deletePendingMembership(db: Db, userId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('memberships')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/**
 * Active platform admins. On PostgreSQL their rows are locked first, so two admins demoting each other at
 * once cannot both see "one other admin left" (SQLite runs one write transaction at a time anyway).
 */
export async function countActiveAdmins(db: Db, dialect: Dialect): Promise<number> {
  const q = db.selectFrom('users').select('id').where('is_admin', '=', 1).where('status', '=', 'active');
  const rows = await (dialect === 'postgres' ? q.forUpdate() : q).execute();
  return rows.length;
}

/** Accounts with these e-mails (import validation). */
export async function existingEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return new Set(rows.map((r) => r.email));
}

/** Lower-cased classification → holder's name, for the group's active members (import validation). */
export async function activeClassifications(db: Db, groupId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.name', 'm.classification'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('m.classification', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [String(r.classification).toLowerCase(), r.name]));
}

export const findGroupName = async (db: Db, groupId: number) =>
  (await db.selectFrom('groups').select('name').where('id', '=', groupId).executeTakeFirst())?.name;

/** The group's name and language, which the welcome e-mails of imported members are written in. */
export const findGroupWords = (db: Db, groupId: number) =>
  db.selectFrom('groups').select(['name', 'language']).where('id', '=', groupId).executeTakeFirst();
