/**
 * What every step of the organisation generator shares: the options, the database, one seeded random sequence
 * (each step draws from it in turn, so the order the steps run in is part of the data), the clock read once,
 * the bulk inserts and the row counts.
 */
import type { Db } from '../../../apps/server/src/db/kysely.ts';
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import type { scheduledOccurrences } from '../../../apps/server/src/modules/meetings/meeting-schedule.ts';
import { seededRandom } from '../seeded-random.ts';

export interface OrgOptions {
  chapters: number;
  membersPerChapter: number;
  /** Weeks of history (26 = six months). */
  weeks: number;
  /** Minutes from now to the start of every chapter's next meeting (rounded up to 5 minutes). */
  leadMinutes: number;
}

export interface OrgMember {
  id: number;
  email: string;
  role: string;
}

/** A generated member: which chapter, how active (0.1 to 0.95), and the name the records quote. */
export interface Person extends OrgMember {
  chapter: number;
  level: number;
  name: string;
}

/** A group as stored (what the meeting schedule expands). */
export type Group = Parameters<typeof scheduledOccurrences>[0];

/** A stored meeting, as the later steps read it. */
export interface StoredMeeting {
  id: number;
  group_id: number;
  starts_at: string;
  status: string;
}

/** Per group: its completed meetings and the id of the coming one (0 if none). */
export type MeetingsByGroup = Map<number, { past: StoredMeeting[]; next: number }>;

export const DAY = 86_400_000;
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMS = 60_000;

/**
 * Multi-row inserts of as many rows as the parameter limit allows, `parallel` statements in flight at a time;
 * resolves with the returned rows in order. Tables whose triggers update shared counter rows (messages and
 * conversation participants: the inbox counters) take one at a time, or two statements could deadlock.
 */
async function bulk<R>(
  rows: readonly Record<string, unknown>[],
  insert: (chunk: Record<string, unknown>[]) => Promise<R[]>,
  parallel = 2,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size) as Record<string, unknown>[]);
  const out: R[][] = new Array(chunks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < chunks.length; i = next++) out[i] = await insert(chunks[i] as Record<string, unknown>[]);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out.flat();
}

// biome-ignore lint/suspicious/noExplicitAny: rows are built per table in the steps; the database checks them.
export type AnyRows = any;

export interface OrgContext {
  db: Db;
  o: OrgOptions;
  /** The one seeded sequence: every step draws from it in the order the steps run. */
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  /** The generator's clock, read once: every instant is relative to it. */
  now: Date;
  stamp: string;
  at: (daysAgo: number) => Date;
  counts: Record<string, number>;
  count: (table: string, n: number) => void;
  /** Rows of a table whose ids nothing here needs back. */
  insertAll: (table: string, rows: readonly Record<string, unknown>[]) => Promise<void>;
  bulk: typeof bulk;
  /** When every chapter's next meeting starts. */
  meetingAt: Date;
  meetingAtStamp: string;
}

export function orgContext(db: Db, o: OrgOptions): OrgContext {
  const rnd = seededRandom(20260702);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const now = new Date();
  const stamp = toStamp(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const counts: Record<string, number> = {};
  const count = (table: string, n: number) => {
    counts[table] = (counts[table] ?? 0) + n;
  };
  const insertAll = async (table: string, rows: readonly Record<string, unknown>[]) => {
    await bulk(
      rows,
      async (chunk) => {
        await db
          .insertInto(table as 'attendance')
          .values(chunk as AnyRows)
          .execute();
        return [];
      },
      table === 'messages' ? 1 : 2,
    );
    count(table, rows.length);
  };

  // Every chapter's next meeting: `leadMinutes` from now, on a five-minute mark, in UTC.
  const FIVE = 5 * 60_000;
  const meetingAt = new Date(Math.ceil((now.getTime() + o.leadMinutes * 60_000) / FIVE) * FIVE);
  const meetingAtStamp = toStamp(meetingAt);
  return { db, o, rnd, pick, now, stamp, at, counts, count, insertAll, bulk, meetingAt, meetingAtStamp };
}
