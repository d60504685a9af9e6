import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { csvOf, fileBody } from './imports-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let vp: string;
let ann: BuiltUser;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', meeting_time: '07:00' });
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Archer', email: 'ann@example.test' });
  await t.ctx.db.updateTable('memberships').set({ joined_at: '2025-06-01T00:00:00.000Z' }).execute();
});
afterEach(() => t.close());

const api = () => testClient(t.app, vp);

describe('matching names', () => {
  it('matches by e-mail first, leaves two members of one name to the leader, and keeps a former member', async () => {
    const twinA = await buildMember(t.ctx, { groupId: group.id, name: 'Sam Kim' });
    await buildMember(t.ctx, { groupId: group.id, name: 'Sam Kim' });
    const former = await buildMember(t.ctx, {
      groupId: group.id,
      name: 'Fay Former',
      membershipStatus: 'inactive',
    });
    const other = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, name: 'Ann Archer' });
    const file = csvOf([
      ['From', 'To', 'Slip Type', 'Date'],
      ['ANN@example.test', 'Fay Former', 'Referral', '2026-02-04'],
      ['Sam Kim', 'Ann Archer', 'One-to-One', '2026-02-04'],
    ]);
    const preview = await api().ok('POST /api/imports/preview', { body: fileBody('s.csv', file) });
    expect(preview.names).toEqual([
      { name: 'Sam Kim', userId: null, by: 'none', rows: 1 },
      { name: 'Ann Archer', userId: ann.id, by: 'name', rows: 1 },
      { name: 'ANN@example.test', userId: ann.id, by: 'email', rows: 1 },
      { name: 'Fay Former', userId: former.id, by: 'name', rows: 1 },
    ]);
    expect(preview.names.map((n) => n.userId)).not.toContain(other.id);
    const matched = await api().ok('POST /api/imports/preview', {
      body: fileBody('s.csv', file, { matches: { 'Sam Kim': twinA.id } }),
    });
    expect(matched.rows.map((r) => r.outcome)).toEqual(['create', 'create']);
    expect(matched.names[0]).toEqual({ name: 'Ann Archer', userId: ann.id, by: 'name', rows: 1 });
  });
});

describe('PALMS marks the chapter already has', () => {
  it('leaves the same letter alone and replaces a different one with the file’s', async () => {
    const meeting = await t.ctx.db
      .insertInto('meetings')
      .values({
        group_id: group.id,
        type: 'chapter',
        title: 'Weekly',
        starts_at: '2026-02-04T07:00:00.000Z',
        ends_at: '2026-02-04T08:30:00.000Z',
        timezone: 'UTC',
        location: null,
        online_link: null,
        agenda: null,
        speaker: null,
        status: 'completed',
        series_id: null,
        occurrence_key: 'chapter:2026-02-04',
        created_by: null,
        created_at: '2026-02-01T00:00:00.000Z',
        updated_at: '2026-02-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bo = await buildMember(t.ctx, { groupId: group.id, name: 'Bo Lee' });
    for (const [userId, status] of [
      [ann.id, 'present'],
      [bo.id, 'present'],
    ] as const) {
      await t.ctx.db
        .insertInto('attendance')
        .values({
          meeting_id: meeting.id,
          user_id: userId,
          group_id: group.id,
          meeting_starts_at: '2026-02-04T07:00:00.000Z',
          status,
          recorded_by: null,
          recorded_at: '2026-02-04T07:10:00.000Z',
        })
        .execute();
    }
    const file = csvOf([
      ['Name', '2026-02-04'],
      ['Ann Archer', 'P'],
      ['Bo Lee', 'L'],
    ]);
    const preview = await api().ok('POST /api/imports/preview', { body: fileBody('palms.csv', file) });
    expect(preview.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'unchanged'],
      [3, 'update'],
    ]);
    const done = await api().ok('POST /api/imports', { body: { ...fileBody('palms.csv', file), dryRun: false } });
    expect(done.written).toEqual({ members: 0, meetings: 0, attendance: 1, activity: 0 });
    const marks = await t.ctx.db.selectFrom('attendance').select(['user_id', 'status']).orderBy('user_id').execute();
    expect(marks).toEqual([
      { user_id: ann.id, status: 'present' },
      { user_id: bo.id, status: 'late' },
    ]);
  });
});

describe('a roster', () => {
  it('refuses an e-mail or a classification twice in the file, naming the first row', async () => {
    const file = csvOf([
      ['Name', 'Email', 'Classification'],
      ['Dana Diaz', 'dana@example.test', 'Lawyer'],
      ['Dana Again', 'DANA@example.test', 'Baker'],
      ['Eve Ellis', 'eve@example.test', 'lawyer'],
    ]);
    const preview = await api().ok('POST /api/imports/preview', { body: fileBody('roster.csv', file) });
    expect(preview.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [2, 'create', null],
      [3, 'error', 'Same e-mail as line 2'],
      [4, 'error', 'Same classification as line 2'],
    ]);
  });
});
