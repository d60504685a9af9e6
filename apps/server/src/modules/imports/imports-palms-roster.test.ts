import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { csvOf, fileBody, serialDay, xlsxOf } from './imports-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let vp: string;
let ann: BuiltUser;
let bo: BuiltUser;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, {
    name: 'Harbour Chapter',
    timezone: 'Europe/Berlin',
    meeting_weekday: 3,
    meeting_time: '07:00',
    meeting_duration_minutes: 90,
  });
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Archer', email: 'ann@example.test' });
  bo = await buildMember(t.ctx, { groupId: group.id, name: 'Bo Lee', email: 'bo@example.test' });
  await t.ctx.db.updateTable('memberships').set({ joined_at: '2025-06-01T00:00:00.000Z' }).execute();
});
afterEach(() => t.close());

const api = () => testClient(t.app, vp);
const confirm = (body: ReturnType<typeof fileBody>, dryRun = false) =>
  api().ok('POST /api/imports', { body: { ...body, dryRun } });

/** The Chapter PALMS Attendance Report: First Name, Last Name, then one column per meeting week (XLSX date cells). */
const WEEKS = ['2026-01-07', '2026-01-14', '2026-01-21', '2026-01-28'];
const palmsXlsx = (rows: Array<Array<string | number>>) =>
  xlsxOf([['First Name', 'Last Name', ...WEEKS.map(serialDay)], ...rows]);

describe('a PALMS attendance report', () => {
  it('records each letter at its week, making a held meeting for a past week without one', async () => {
    // The chapter already has the meeting of the 14th (held); the others were before it moved here.
    const held = await t.ctx.db
      .insertInto('meetings')
      .values({
        group_id: group.id,
        type: 'chapter',
        title: 'Weekly',
        starts_at: '2026-01-14T06:00:00.000Z',
        ends_at: '2026-01-14T07:30:00.000Z',
        timezone: 'Europe/Berlin',
        status: 'completed',
        occurrence_key: 'chapter:2026-01-14',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = palmsXlsx([
      ['Ann', 'Archer', 'P', 'L', 'H', 'M'],
      ['Bo', 'Lee', 'A', 'S', 'H', ''],
      ['Cyd', 'Gone', 'P', 'P', 'H', 'P'],
    ]);
    const body = fileBody('PALMS.xlsx', file, { matches: { 'Cyd Gone': null } });
    const preview = await api().ok('POST /api/imports/preview', { body });
    expect(preview.kind).toBe('palms');
    expect(preview.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [2, 'create', null],
      [3, 'create', null],
      [4, 'skipped', '"Cyd Gone" was left out'],
    ]);
    expect(await confirm(body, true)).toMatchObject({ written: { meetings: 2, attendance: 5 } });
    expect(await t.ctx.db.selectFrom('attendance').selectAll().execute()).toEqual([]);

    const done = await confirm(body);
    expect(done.written).toEqual({ members: 0, meetings: 2, attendance: 5, activity: 0 });
    const meetings = await t.ctx.db
      .selectFrom('meetings')
      .select(['id', 'starts_at', 'status', 'occurrence_key'])
      .orderBy('starts_at')
      .execute();
    // 07:00 in Berlin is 06:00 UTC in winter; the holiday week gets no meeting.
    expect(meetings.map((m) => [m.starts_at, m.status])).toEqual([
      ['2026-01-07T06:00:00.000Z', 'completed'],
      ['2026-01-14T06:00:00.000Z', 'completed'],
      ['2026-01-28T06:00:00.000Z', 'completed'],
    ]);
    const marks = await t.ctx.db
      .selectFrom('attendance')
      .select(['meeting_id', 'user_id', 'status', 'meeting_starts_at'])
      .orderBy('meeting_starts_at')
      .orderBy('user_id')
      .execute();
    expect(marks.map((m) => [m.meeting_starts_at.slice(0, 10), m.user_id, m.status])).toEqual([
      ['2026-01-07', ann.id, 'present'],
      ['2026-01-07', bo.id, 'absent'],
      ['2026-01-14', ann.id, 'late'],
      ['2026-01-14', bo.id, 'substitute'],
      ['2026-01-28', ann.id, 'medical'],
    ]);
    expect(marks.filter((m) => m.meeting_id === held.id)).toHaveLength(2);

    // The PALMS report counts them as it counts marks taken at the door.
    const report = await api().ok('GET /api/attendance/report', { query: { from: '2026-01-01', to: '2026-01-31' } });
    const annRow = report.rows.find((r) => r.userId === ann.id);
    expect(annRow).toMatchObject({ present: 1, late: 1, medical: 1, absent: 0, meetings: 3 });
    expect(report.rows.find((r) => r.userId === bo.id)).toMatchObject({ absent: 1, substitute: 1, unrecorded: 1 });

    // Again: nothing changes.
    const again = await confirm(body);
    expect(again.counts).toMatchObject({ create: 0, unchanged: 2, skipped: 1 });
    expect(again.written).toEqual({ members: 0, meetings: 0, attendance: 0, activity: 0 });
    expect(await t.ctx.db.selectFrom('attendance').selectAll().execute()).toHaveLength(5);
  });

  it('names the row and the week of a letter it does not know, and imports nothing', async () => {
    const body = fileBody('PALMS.xlsx', palmsXlsx([['Ann', 'Archer', 'P', 'X', '', '']]));
    const preview = await api().ok('POST /api/imports/preview', { body });
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      outcome: 'error',
      column: String(serialDay('2026-01-14')),
      reason: '"X" is not a PALMS letter (P, A, L, M, S or H)',
    });
    const res = await api().call('POST /api/imports', { body: { ...body, dryRun: false } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toContain('The first is row 2, column');
    expect(await t.ctx.db.selectFrom('meetings').selectAll().execute()).toEqual([]);
  });

  it('answers the preview in the asked language', async () => {
    const body = fileBody(
      'palms.csv',
      csvOf([
        ['First Name', 'Last Name', '2026-01-07'],
        ['Ann', 'Archer', 'Q'],
      ]),
    );
    const res = await api().raw('POST /api/imports/preview', { body, headers: { 'accept-language': 'de' } });
    expect(res.body.rows[0]?.reason).toBe('„Q“ ist kein PALMS-Buchstabe (P, A, L, M, S oder H)');
  });
});

describe('a BNI Connect roster', () => {
  const ROSTER = csvOf([
    ['First Name', 'Last Name', 'Company', 'Profession/Specialty', 'Email', 'Phone'],
    ['Ann', 'Archer', 'Archer Bows', 'Bowyer', 'ANN@example.test', '555 0101'],
    ['Dana', 'Diaz', 'Diaz Law', 'Lawyer', 'dana@example.test', ''],
    ['Eli', 'Other', '', '', 'eli@example.test', ''],
    ['Fay', 'Broken', '', '', 'not-an-email', ''],
  ]);

  it('creates new members with a welcome e-mail, updates known ones, and refuses an account of another chapter', async () => {
    const other = await buildGroup(t.ctx);
    await buildMember(t.ctx, { groupId: other.id, email: 'eli@example.test' });
    const preview = await api().ok('POST /api/imports/preview', { body: fileBody('roster.csv', ROSTER) });
    expect(preview.rows.map((r) => [r.row, r.outcome, r.column, r.reason])).toEqual([
      [2, 'update', null, null],
      [3, 'create', null, null],
      [4, 'error', null, 'An account with this e-mail belongs to another chapter'],
      [5, 'error', 'Email', 'Not a valid e-mail address'],
    ]);
    const fixed = csvOf(
      ROSTER.trim()
        .split('\r\n')
        .slice(0, 3)
        .map((line) => line.split(',')),
    );
    const body = fileBody('roster.csv', fixed);
    const outboxBefore = (await t.ctx.db.selectFrom('outbox').select('id').execute()).length;
    expect((await confirm(body)).written).toEqual({ members: 2, meetings: 0, attendance: 0, activity: 0 });
    const dana = await t.ctx.db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select(['u.name', 'u.company_name', 'm.role', 'm.status', 'm.classification', 'm.group_id'])
      .where('u.email', '=', 'dana@example.test')
      .executeTakeFirstOrThrow();
    expect(dana).toEqual({
      name: 'Dana Diaz',
      company_name: 'Diaz Law',
      role: 'Member',
      status: 'active',
      classification: 'Lawyer',
      group_id: group.id,
    });
    const mails = await t.ctx.db.selectFrom('outbox').select('recipient').execute();
    expect(mails.length - outboxBefore).toBe(1);
    const annNow = await t.ctx.db
      .selectFrom('users')
      .select(['company_name', 'phone'])
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(annNow).toEqual({ company_name: 'Archer Bows', phone: '555 0101' });

    const again = await api().ok('POST /api/imports/preview', { body });
    expect(again.rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
  });
});
