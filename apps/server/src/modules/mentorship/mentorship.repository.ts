import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { MentorshipTable } from '../../db/schema-mentorship.ts';

/** A member's classification: the membership's, else the one on the account. */
const classificationOf = sql<string | null>`coalesce(m.classification, u.classification)`;

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: ReturnType<typeof sql>, text: string) =>
  sql<boolean>`lower(${column}) like ${likePattern(text)} escape '\\'`;

/** Mentor profiles of active members, with the member's card and their active mentee count. */
const mentorRows = (db: Db) =>
  db
    .selectFrom('mentor_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('memberships as m', 'm.user_id', 'p.user_id')
    .select([
      'p.user_id',
      'p.group_id',
      'p.expertise',
      'p.bio',
      'p.capacity',
      'p.accepting',
      'u.name',
      'u.company_name',
      'u.avatar_key',
      'm.status as membership_status',
    ])
    .select(classificationOf.as('classification'))
    // Active mentees now: a full mentor takes no new ones.
    .select((eb) =>
      eb
        .selectFrom('mentorships as a')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('a.mentor_id', '=', 'p.user_id')
        .where('a.status', '=', 'active')
        .as('active_count'),
    );

export type MentorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof mentorRows>['executeTakeFirst']>>>;

export const findMentor = (db: Db, userId: number) => mentorRows(db).where('p.user_id', '=', userId).executeTakeFirst();

interface MentorFilter {
  groupId: number | undefined;
  q?: string;
  classification?: string;
  expertise?: string;
}

/** One page of a group's mentors (active members only) ordered by (name, user id). */
export function selectMentorsPage(db: Db, f: MentorFilter, after: [string, number] | undefined, take: number) {
  let q = mentorRows(db).where('m.status', '=', 'active');
  if (f.groupId !== undefined) q = q.where('p.group_id', '=', f.groupId);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) =>
      eb.or([
        like(sql`u.name`, text),
        like(sql`coalesce(${classificationOf}, '')`, text),
        like(sql`p.expertise`, text),
      ]),
    );
  }
  if (f.classification) q = q.where(like(sql`coalesce(${classificationOf}, '')`, f.classification));
  if (f.expertise) q = q.where(like(sql`p.expertise`, f.expertise));
  if (after) q = q.where((eb) => eb(eb.refTuple('u.name', 'p.user_id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('u.name').orderBy('p.user_id').limit(take).execute();
}

export async function upsertMentorProfile(
  db: Db,
  row: {
    user_id: number;
    group_id: number;
    expertise: string;
    bio: string | null;
    capacity: number;
    accepting: number;
  },
  stamp: string,
): Promise<void> {
  await db
    .insertInto('mentor_profiles')
    .values({ ...row, created_at: stamp, updated_at: stamp })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        group_id: row.group_id,
        expertise: row.expertise,
        bio: row.bio,
        capacity: row.capacity,
        accepting: row.accepting,
        updated_at: stamp,
      }),
    )
    .execute();
}

export async function deleteMentorProfile(db: Db, userId: number): Promise<boolean> {
  const res = await db.deleteFrom('mentor_profiles').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function countMentorships(db: Db, mentorId: number, status: MentorshipTable['status']): Promise<number> {
  const row = await db
    .selectFrom('mentorships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('mentor_id', '=', mentorId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Mentorships with both people's cards and the assigning leader's name. */
const mentorshipRows = (db: Db) =>
  db
    .selectFrom('mentorships as s')
    .innerJoin('users as mu', 'mu.id', 's.mentor_id')
    .innerJoin('users as eu', 'eu.id', 's.mentee_id')
    .leftJoin('memberships as mm', 'mm.user_id', 's.mentor_id')
    .leftJoin('memberships as em', 'em.user_id', 's.mentee_id')
    .leftJoin('users as au', 'au.id', 's.assigned_by')
    .selectAll('s')
    .select([
      'mu.name as mentor_name',
      'mu.email as mentor_email',
      'mu.avatar_key as mentor_avatar',
      'eu.name as mentee_name',
      'eu.email as mentee_email',
      'eu.avatar_key as mentee_avatar',
      'au.name as assigned_by_name',
    ])
    .select(sql<string | null>`coalesce(mm.classification, mu.classification)`.as('mentor_classification'))
    .select(sql<string | null>`coalesce(em.classification, eu.classification)`.as('mentee_classification'));

export type MentorshipRow = NonNullable<Awaited<ReturnType<ReturnType<typeof mentorshipRows>['executeTakeFirst']>>>;

export const findMentorship = (db: Db, id: number) => mentorshipRows(db).where('s.id', '=', id).executeTakeFirst();

interface MentorshipFilter {
  /** Mentorships this user is on either side of. */
  userId?: number;
  groupId?: number;
  status?: MentorshipTable['status'];
}

/** Newest change first, keyset on (updated_at, id) descending. */
export function selectMentorshipsPage(db: Db, f: MentorshipFilter, before: [string, number] | undefined, take: number) {
  let q = mentorshipRows(db);
  if (f.userId !== undefined) {
    const userId = f.userId;
    q = q.where((eb) => eb.or([eb('s.mentor_id', '=', userId), eb('s.mentee_id', '=', userId)]));
  }
  if (f.groupId !== undefined) q = q.where('s.group_id', '=', f.groupId);
  if (f.status) q = q.where('s.status', '=', f.status);
  if (before) q = q.where((eb) => eb(eb.refTuple('s.updated_at', 's.id'), '<', eb.tuple(before[0], before[1])));
  return q.orderBy('s.updated_at', 'desc').orderBy('s.id', 'desc').limit(take).execute();
}

export async function insertMentorship(
  db: Db,
  row: Omit<MentorshipTable, 'id' | 'decline_reason' | 'ended_at'>,
): Promise<number> {
  const res = await db.insertInto('mentorships').values(row).returning('id').executeTakeFirstOrThrow();
  return res.id;
}

/** Moves a mentorship on from `from`; false when it had already moved (another request decided first). */
export async function transitionMentorship(
  db: Db,
  id: number,
  from: MentorshipTable['status'],
  values: Partial<Pick<MentorshipTable, 'status' | 'decline_reason' | 'started_at' | 'ended_at' | 'updated_at'>>,
): Promise<boolean> {
  const res = await db
    .updateTable('mentorships')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Pending applications waiting on this mentor. */
export async function countPendingFor(db: Db, mentorId: number): Promise<number> {
  return countMentorships(db, mentorId, 'pending');
}

/** The active member of a group with this id (name, e-mail), for assignment and applications. */
export const findActiveMember = (db: Db, userId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.group_id', 'm.status'])
    .where('u.id', '=', userId)
    .where('u.status', '=', 'active')
    .where('m.status', '=', 'active')
    .executeTakeFirst();

/**
 * Locks the mentor's profile row for the rest of the transaction on PostgreSQL, so two accepts racing for the
 * last place are decided one after the other (SQLite runs one write transaction at a time anyway).
 */
export async function lockMentorProfile(db: Db, dialect: 'sqlite' | 'postgres', mentorId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('mentor_profiles').select('user_id').where('user_id', '=', mentorId).forUpdate().execute();
}

export const findUserName = (db: Db, userId: number) =>
  db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
