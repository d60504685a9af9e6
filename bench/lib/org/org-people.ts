/** The chapters (groups), their members and memberships. */
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import type { AnyRows, Group, OrgContext, Person } from './org-context.ts';
import { CITIES, FIRST, LAST, TRADES } from './org-words.ts';

/** The leadership a chapter has, by index in its member list; everyone else is a Member. */
const CHAPTER_ROLES = ['President', 'Vice President', 'Board Member', 'Secretary Treasurer'] as const;

/** Every member signs in with `passwordHash`; resolves with the groups and each chapter's members, in order. */
export async function addPeople(
  ctx: OrgContext,
  passwordHash: string,
): Promise<{ groups: Group[]; people: Person[][] }> {
  const { db, o, at, stamp, count, bulk, meetingAt } = ctx;
  const meetingTime = meetingAt.toISOString().slice(11, 16);
  const founded = toStamp(at(3 * 365));

  const groups = await bulk(
    Array.from({ length: o.chapters }, (_, c) => ({
      name: `${CITIES[c % CITIES.length]} Chapter ${c + 1}`,
      status: 'active',
      image_url: null,
      code: String(700_000 + c),
      capacity: 50,
      accepting_members: 1,
      timezone: 'UTC',
      allow_substitute_login: 0,
      meeting_weekday: meetingAt.getUTCDay(),
      meeting_time: meetingTime,
      meeting_duration_minutes: 90,
      meeting_location: `${CITIES[c % CITIES.length]} Community Hall, room ${1 + (c % 9)}`,
      meeting_online_link: null,
      created_at: founded,
      updated_at: founded,
    })),
    (chunk) =>
      db
        .insertInto('groups')
        .values(chunk as AnyRows)
        .returningAll()
        .execute(),
  );
  count('groups', groups.length);

  // Members: the first four of each chapter hold its leadership roles.
  const userRows = [];
  for (let c = 0; c < o.chapters; c++) {
    for (let j = 0; j < o.membersPerChapter; j++) {
      const first = FIRST[(c * 7 + j) % FIRST.length] as string;
      const last = LAST[(c * 13 + j * 3) % LAST.length] as string;
      userRows.push({
        email: `c${c + 1}.m${j + 1}@org.test`,
        name: `${first} ${last}`,
        password_hash: passwordHash,
        status: 'active',
        is_admin: 0,
        company_name: `${last} ${TRADES[j % TRADES.length]?.split(' ')[0]} Co`,
        classification: null,
        phone: `+1 555 ${String(c).padStart(3, '0')} ${String(j).padStart(4, '0')}`,
        website: null,
        bio: null,
        avatar_key: null,
        must_change_password: 0,
        password_expires_at: null,
        last_seen_at: stamp,
        created_at: founded,
        updated_at: founded,
      });
    }
  }
  const users = await bulk(userRows, (chunk) =>
    db
      .insertInto('users')
      .values(chunk as AnyRows)
      .returning(['id', 'email', 'name'])
      .execute(),
  );
  count('users', users.length);
  const people: Person[][] = [];
  for (let c = 0; c < o.chapters; c++) {
    people.push(
      users.slice(c * o.membersPerChapter, (c + 1) * o.membersPerChapter).map((u, j) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: CHAPTER_ROLES[j] ?? 'Member',
        chapter: c,
        // Members differ on purpose (some strong, some weak), so figures and traffic lights have shape.
        level: 0.1 + ((j * 37 + c * 11) % 86) / 100,
      })),
    );
  }

  const memberships = await bulk(
    people.flatMap((chapter, c) =>
      chapter.map((p, j) => ({
        user_id: p.id,
        group_id: groups[c]?.id,
        role: p.role,
        status: 'active',
        classification: TRADES[j % TRADES.length],
        joined_at: toStamp(at(200 + ((j * 137 + c * 31) % 900))),
        // Far enough ahead that no renewal reminder falls due during a run.
        renewal_due: toStamp(at(-(120 + ((j * 53 + c) % 300)))),
        sponsor_id: null,
        created_at: founded,
        updated_at: founded,
      })),
    ),
    (chunk) =>
      db
        .insertInto('memberships')
        .values(chunk as AnyRows)
        .returning('id')
        .execute(),
  );
  count('memberships', memberships.length);
  return { groups, people };
}
