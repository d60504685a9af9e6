import type { ProfileUpdate } from '@chapter/shared/profile.schemas';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { UserTable } from '../../db/schema.ts';

/**
 * Each field of a profile update → the users column it writes. Every field of the shared request must be here (a
 * compile error otherwise), so a new profile field is one line in this map and the service needs no edit.
 */
const USER_COLUMNS = {
  name: 'name',
  companyName: 'company_name',
  classification: 'classification',
  phone: 'phone',
  website: 'website',
  bio: 'bio',
  preferredLanguage: 'preferred_language',
} as const satisfies { [F in keyof Required<ProfileUpdate>]: keyof UserTable };

/** The columns an update writes: the fields it carries (null clears one), none it leaves out. */
export function profileColumns(changes: ProfileUpdate): Updateable<UserTable> {
  const set: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(USER_COLUMNS)) {
    const value = changes[field as keyof ProfileUpdate];
    if (value !== undefined) set[column] = value;
  }
  return set as Updateable<UserTable>;
}

/** The user with membership and group, in one query, for the profile presenter. */
const profileRows = preparedQuery(1, (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .leftJoin('groups', 'groups.id', 'memberships.group_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.company_name',
      'users.classification',
      'users.phone',
      'users.website',
      'users.bio',
      'users.preferred_language',
      'users.avatar_key',
      'users.is_admin',
      'users.must_change_password',
      sql<number>`case when users.password_hash is null then 0 else 1 end`.as('has_password'),
      'users.updated_at',
      'memberships.role',
      'memberships.status as membership_status',
      'memberships.committee_seat',
      'memberships.classification as membership_classification',
      'groups.id as group_id',
      'groups.name as group_name',
      'groups.status as group_status',
      'groups.image_url as group_image_url',
      'groups.timezone as group_timezone',
      'groups.language as group_language',
      'groups.currency as group_currency',
      'groups.detailed_referral_steps as group_detailed_referral_steps',
    ])
    .where('users.id', '=', userId),
);

export const selectProfileRow = async (db: Db, userId: number) => (await profileRows(db, userId))[0];

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfileRow>>>;

const activeMemberCount = preparedQuery(1, (db: Db, groupId: number) =>
  db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('group_id', '=', groupId)
    // A literal, not a parameter: SQLite counts the index range about 3× faster (bench/RESULTS.md, HTTP).
    .where('status', '=', sql.lit('active')),
);

export async function countActiveMembers(db: Db, groupId: number): Promise<number> {
  const [row] = await activeMemberCount(db, groupId);
  return Number(row?.n ?? 0);
}

export const emailTaken = async (db: Db, email: string, exceptUserId: number) =>
  Boolean(
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', exceptUserId)
      .executeTakeFirst(),
  );
