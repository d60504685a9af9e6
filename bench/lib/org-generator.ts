/**
 * A synthetic organisation for the Thursday 7 am benchmark: N chapters of M members with six months of history,
 * written in bulk (multi-row inserts of a few thousand rows) into a private PostgreSQL schema that
 * `drop()` removes. The rows follow the demo seed (apps/server/src/db/seeds): the same roles, PALMS attendance on
 * weekly meetings, RSVPs, referrals with their approval, thanks for closed business linked to won referrals,
 * one-to-ones, testimonials, training credits, inbox conversations, visitors, substitutions and mentorships.
 * The database triggers stay on, so the derived columns (roster sort names, inbox counters) are the server's own.
 *
 * Every chapter meets on the same weekday at the same time: the next meeting starts `leadMinutes` after the
 * generator runs (rounded up to five minutes, UTC), so "the 30 minutes before the meeting" is now.
 */
import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { pgQuery } from '../../apps/server/src/test/server-process.ts';
import { addActivity } from './org/org-activity.ts';
import { type OrgMember, type OrgOptions, orgContext } from './org/org-context.ts';
import { addInbox } from './org/org-inbox.ts';
import { addAttendance, addMeetings } from './org/org-meetings.ts';
import { addPeople } from './org/org-people.ts';
import { addMentoring, addVisitors } from './org/org-visitors.ts';

export const DEFAULT_ORG: OrgOptions = { chapters: 200, membersPerChapter: 40, weeks: 26, leadMinutes: 30 };

/** The one password every generated member signs in with (hashed once, the hash reused for every account). */
export const ORG_PASSWORD = 'Thursday-7am-Chapter!';

export interface OrgChapter {
  groupId: number;
  /** The meeting every member prepares for: the group's next scheduled chapter meeting. */
  meetingId: number;
  members: OrgMember[];
}

export interface Org {
  schema: string;
  /** DATABASE_URL whose connections use the schema. */
  url: string;
  chapters: OrgChapter[];
  meetingStartsAt: string;
  counts: Record<string, number>;
  seconds: number;
  drop(): Promise<void>;
}

/** DATABASE_URL whose connections use `schema` (as the server's tests build it). */
function withSearchPath(pgUrl: string, schema: string): string {
  return `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Builds the organisation in a new schema of the database at `pgUrl`; `drop()` removes it. */
export async function generateOrg(pgUrl: string, opts: Partial<OrgOptions> = {}): Promise<Org> {
  const o = { ...DEFAULT_ORG, ...opts };
  const begun = performance.now();
  const schema = `bench_thursday_${randomBytes(5).toString('hex')}`;
  await pgQuery(pgUrl, `create schema "${schema}"`);
  const url = withSearchPath(pgUrl, schema);
  const drop = async () => {
    await pgQuery(pgUrl, `drop schema if exists "${schema}" cascade`);
  };
  const handle = createDb({ databaseUrl: url, sqliteFile: '' });
  try {
    await migrateToLatest(handle.db, 'postgres');
    const result = await fill(handle.db, o);
    await pgQuery(url, 'analyze');
    return { schema, url, ...result, seconds: (performance.now() - begun) / 1000, drop };
  } catch (err) {
    await handle.close().catch(() => undefined);
    await drop().catch(() => undefined);
    throw err;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * The steps, in this order: attendance, activity, the inbox and visitors draw from the one seeded sequence in turn,
 * and every step's ids follow the ones before, so moving a step changes the data of the steps after it.
 */
async function fill(db: Db, o: OrgOptions) {
  const ctx = orgContext(db, o);
  const passwordHash = await hashPassword(ORG_PASSWORD);
  const { groups, people } = await addPeople(ctx, passwordHash);
  const byGroup = await addMeetings(ctx, groups);
  await addAttendance(ctx, groups, people, byGroup);
  await addActivity(ctx, groups, people);
  await addInbox(ctx, people);
  await addVisitors(ctx, groups, people, byGroup);
  await addMentoring(ctx, groups, people);

  const chapters: OrgChapter[] = people.map((chapter, c) => ({
    groupId: groups[c]?.id as number,
    meetingId: byGroup.get(groups[c]?.id as number)?.next ?? 0,
    members: chapter.map(({ id, email, role }) => ({ id, email, role })),
  }));
  if (chapters.some((c) => !c.meetingId)) throw new Error('a chapter has no coming meeting');
  return { chapters, meetingStartsAt: ctx.meetingAtStamp, counts: ctx.counts };
}
