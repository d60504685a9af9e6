import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { ActivityRecordTable } from '../../db/schema-activity.ts';
import type { AttendanceStatus, AttendanceTable, MeetingTable } from '../../db/schema-meetings.ts';

/**
 * The history import's reads and writes (docs/imports.md). Everything a plan needs is read in a few statements
 * for the whole file, and everything it writes goes in batches: a 5,000-row file costs a handful of statements,
 * not thousands (bench/imports.bench.ts).
 */

/** Rows per insert statement: under SQLite's 32,766 bound parameters with the widest row (activity, 20 columns). */
const BATCH = 500;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const findImportGroup = (db: Db, groupId: number) =>
  db
    .selectFrom('groups')
    .select(['id', 'name', 'timezone', 'language', 'created_at', 'meeting_time', 'meeting_duration_minutes'])
    .select(['meeting_location', 'meeting_online_link'])
    .where('id', '=', groupId)
    .executeTakeFirst();

/** The group's members of every status but pending: history names former members too. */
export const selectGroupPeople = (db: Db, groupId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.company_name', 'u.phone', 'm.classification', 'm.status'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '!=', 'pending')
    .orderBy('u.name')
    .execute();

/** Of these keys, those an earlier import of the group applied. */
export async function selectImportedKeys(db: Db, groupId: number, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks([...new Set(keys)], 1000)) {
    const rows = await db
      .selectFrom('import_rows')
      .select('row_key')
      .where('group_id', '=', groupId)
      .where('row_key', 'in', part)
      .execute();
    for (const r of rows) found.add(r.row_key);
  }
  return found;
}

/** Accounts with these e-mails, whichever group they are in. */
export async function selectAccountsByEmail(db: Db, emails: readonly string[]) {
  const out = new Map<string, number>();
  for (const part of chunks([...new Set(emails)], 1000)) {
    const rows = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', part).execute();
    for (const r of rows) out.set(r.email, r.id);
  }
  return out;
}

/** The group's meetings starting in [from, to), with their start, to find each imported week's meeting. */
export const selectMeetingsBetween = (db: Db, groupId: number, from: string, to: string) =>
  db
    .selectFrom('meetings')
    .select(['id', 'starts_at', 'status', 'type', 'occurrence_key'])
    .where('group_id', '=', groupId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .execute();

/** The attendance recorded at these meetings. */
export async function selectAttendanceAt(db: Db, meetingIds: readonly number[]) {
  const out = new Map<string, AttendanceStatus>();
  for (const part of chunks(meetingIds, 1000)) {
    const rows = await db
      .selectFrom('attendance')
      .select(['meeting_id', 'user_id', 'status'])
      .where('meeting_id', 'in', part)
      .execute();
    for (const r of rows) out.set(`${r.meeting_id}:${r.user_id}`, r.status);
  }
  return out;
}

export async function insertMeetings(db: Db, rows: readonly Insertable<MeetingTable>[]) {
  const out: Array<{ id: number; occurrence_key: string | null }> = [];
  for (const part of chunks(rows)) {
    out.push(...(await db.insertInto('meetings').values(part).returning(['id', 'occurrence_key']).execute()));
  }
  return out;
}

export async function insertAttendance(db: Db, rows: readonly Insertable<AttendanceTable>[]) {
  for (const part of chunks(rows)) await db.insertInto('attendance').values(part).execute();
}

export const updateAttendance = (
  db: Db,
  key: { meetingId: number; userId: number },
  set: { status: AttendanceStatus; recorded_by: number; recorded_at: string },
) =>
  db
    .updateTable('attendance')
    .set(set)
    .where('meeting_id', '=', key.meetingId)
    .where('user_id', '=', key.userId)
    .execute();

export async function insertActivity(db: Db, rows: readonly Insertable<ActivityRecordTable>[]) {
  for (const part of chunks(rows)) await db.insertInto('activity_records').values(part).execute();
}

export async function insertBatch(
  db: Db,
  batch: {
    groupId: number;
    kind: string;
    fileName: string;
    counts: { create: number; update: number; unchanged: number; skipped: number };
    by: number;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('import_batches')
    .values({
      group_id: batch.groupId,
      kind: batch.kind,
      file_name: batch.fileName,
      rows_created: batch.counts.create,
      rows_updated: batch.counts.update,
      rows_unchanged: batch.counts.unchanged,
      rows_skipped: batch.counts.skipped,
      created_by: batch.by,
      created_at: batch.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertImportedKeys(db: Db, groupId: number, batchId: number, keys: readonly string[]) {
  const rows = keys.map((row_key) => ({ group_id: groupId, row_key, batch_id: batchId }));
  for (const part of chunks(rows)) await db.insertInto('import_rows').values(part).execute();
}
