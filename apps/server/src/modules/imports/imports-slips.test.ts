import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { csvOf, fileBody, SLIPS_HEADER } from './imports-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let vp: string;
let ann: BuiltUser;
let bo: BuiltUser;
let cy: BuiltUser;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', currency: 'USD' });
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Archer', email: 'ann@example.test' });
  bo = await buildMember(t.ctx, { groupId: group.id, name: 'Bo Lee' });
  cy = await buildMember(t.ctx, { groupId: group.id, name: 'Cy Núñez' });
});
afterEach(() => t.close());

const api = () => testClient(t.app, vp);
const count = async (table: 'activity_records' | 'import_rows' | 'import_batches') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A week's Slips Audit Report as BNI Connect exports it: no date column, TYFCB's From blank. */
const WEEK = '2026-02-04';
const REPORT = csvOf([
  SLIPS_HEADER,
  ['Ann Archer', 'Bo Lee', 'Referral', 'Tier 1 (inside)', '', '', 'Kitchen refit for the Smiths'],
  ['Bo Lee', 'Ann Archer', 'Referral', 'Tier 2 (outside)', '', '', ''],
  ['Ann Archer', 'cy nunez', 'One-to-One', '', '', '', 'Coffee'],
  ['', 'Ann Archer', 'TYFCB', '', '$1,250.50', '', 'Thanks from Dana'],
  ['Bo Lee', '', 'CEU', '', '', '2', 'Podcast'],
  ['Dee Stranger', 'Ann Archer', 'Referral', 'Tier 2 (outside)', '', '', 'A visitor passed it'],
  ['Ann Archer', 'Eve Visitor', 'Visitor', '', '', '', ''],
]);

describe('a slips report', () => {
  it('asks for its week when the file has no date column, then previews every row with its outcome', async () => {
    const first = await api().ok('POST /api/imports/preview', { body: fileBody('slips.csv', REPORT) });
    expect(first).toMatchObject({ kind: 'slips', needsWeek: true, rows: [] });
    expect(first.mapping).toMatchObject({ from: 'From', to: 'To', slipType: 'Slip Type', amount: 'TYFCB' });

    const preview = await api().ok('POST /api/imports/preview', {
      body: fileBody('slips.csv', REPORT, { week: WEEK }),
    });
    expect(preview.rows.map((r) => [r.row, r.outcome, r.column, r.reason])).toEqual([
      [2, 'create', null, null],
      [3, 'create', null, null],
      [4, 'create', null, null],
      [5, 'create', null, null],
      [6, 'create', null, null],
      [7, 'error', 'From', 'No member matches "Dee Stranger": match it by hand or leave it out'],
      [8, 'skipped', 'Slip Type', 'Visitor slips are not imported: invite visitors from the Visitors screen'],
    ]);
    expect(preview.counts).toEqual({ create: 5, update: 0, unchanged: 0, skipped: 1, error: 1 });
    // Matched by name, accents and case aside; the stranger waits for a manual match.
    expect(preview.names[0]).toEqual({ name: 'Dee Stranger', userId: null, by: 'none', rows: 1 });
    expect(preview.names).toContainEqual({ name: 'cy nunez', userId: cy.id, by: 'name', rows: 1 });
    expect(await count('activity_records')).toBe(0);
  });

  it('refuses to import while a name is unmatched, naming the row and the column', async () => {
    const res = await api().call('POST /api/imports', {
      body: { ...fileBody('slips.csv', REPORT, { week: WEEK }), dryRun: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('Rows with problems: 1; nothing was imported. The first is row 7, column From');
    expect(res.error.details).toEqual([
      { field: 'row 7, From', message: 'No member matches "Dee Stranger": match it by hand or leave it out' },
    ]);
    expect(await count('activity_records')).toBe(0);
  });

  it('dry-runs with a manual match, writing nothing, then imports the same plan in one go', async () => {
    const body = { ...fileBody('slips.csv', REPORT, { week: WEEK, matches: { 'Dee Stranger': bo.id } }) };
    const dry = await api().ok('POST /api/imports', { body: { ...body, dryRun: true } });
    expect(dry).toEqual({
      dryRun: true,
      counts: { create: 6, update: 0, unchanged: 0, skipped: 1, error: 0 },
      written: { members: 0, meetings: 0, attendance: 0, activity: 6 },
    });
    expect([await count('activity_records'), await count('import_rows'), await count('import_batches')]).toEqual([
      0, 0, 0,
    ]);

    const done = await api().ok('POST /api/imports', { body: { ...body, dryRun: false } });
    expect(done).toEqual({ ...dry, dryRun: false });
    expect(await count('activity_records')).toBe(6);
    const records = await t.ctx.db
      .selectFrom('activity_records')
      .select([
        'type',
        'giver_id',
        'receiver_id',
        'status',
        'approval_status',
        'amount_cents',
        'credits',
        'occurred_at',
      ])
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      expect.objectContaining({ type: 'referral', giver_id: ann.id, receiver_id: bo.id, approval_status: 'approved' }),
      expect.objectContaining({ type: 'referral', giver_id: bo.id, receiver_id: ann.id }),
      expect.objectContaining({ type: 'one_to_one', giver_id: ann.id, receiver_id: cy.id, status: 'completed' }),
      // The anonymous thanker: the thanked member's own record.
      expect.objectContaining({ type: 'closed_business', giver_id: ann.id, receiver_id: ann.id, amount_cents: 125050 }),
      expect.objectContaining({ type: 'training_credit', giver_id: bo.id, receiver_id: bo.id, credits: 2 }),
      expect.objectContaining({ type: 'referral', giver_id: bo.id, receiver_id: ann.id }),
    ]);
    expect(new Set(records.map((r) => r.occurred_at))).toEqual(new Set([`${WEEK}T12:00:00.000Z`]));
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', '=', 'import.applied')
      .execute();
    expect(audit).toEqual([
      { action: 'import.applied', summary: 'Imported slips file slips.csv: 6 new, 0 updated, 0 unchanged, 1 left out' },
    ]);

    // The same file again: every row unchanged, nothing written twice.
    const again = await api().ok('POST /api/imports/preview', { body });
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 6, skipped: 1, error: 0 });
    const second = await api().ok('POST /api/imports', { body: { ...body, dryRun: false } });
    expect(second.written).toEqual({ members: 0, meetings: 0, attendance: 0, activity: 0 });
    expect(await count('activity_records')).toBe(6);
  });

  it('counts imported slips on the scorecard and the PALMS report exactly as the database holds them', async () => {
    // Members of the chapter long before it moved here (the PALMS report counts a member from the day they joined).
    await t.ctx.db.updateTable('memberships').set({ joined_at: '2025-06-01T00:00:00.000Z' }).execute();
    const body = fileBody('slips.csv', REPORT, { week: WEEK, matches: { 'Dee Stranger': null } });
    await api().ok('POST /api/imports', { body: { ...body, dryRun: false } });
    const report = await api().ok('GET /api/attendance/report', { query: { from: '2026-02-01', to: '2026-02-28' } });
    const sql = async (type: string, column: 'giver_id' | 'receiver_id', sum = '1') => {
      const rows = await t.ctx.db
        .selectFrom('activity_records')
        .select([
          column,
          (eb) => eb.fn.sum(eb.ref(sum === '1' ? 'id' : (sum as 'amount_cents'))).as('s'),
          (eb) => eb.fn.countAll().as('n'),
        ])
        .where('type', '=', type as 'referral')
        .where('group_id', '=', group.id)
        .groupBy(column)
        .execute();
      return new Map(rows.map((r) => [r[column] as number, Number(sum === '1' ? r.n : r.s)]));
    };
    const given = await sql('referral', 'giver_id');
    const oneToOnes = [...(await sql('one_to_one', 'giver_id')), ...(await sql('one_to_one', 'receiver_id'))];
    const tyfcb = await sql('closed_business', 'giver_id', 'amount_cents');
    const credits = await sql('training_credit', 'receiver_id', 'credits');
    for (const member of [ann, bo, cy]) {
      const row = report.rows.find((r) => r.userId === member.id);
      expect(row, member.name).toMatchObject({
        referralsInside: member === ann ? 1 : 0,
        tyfcbCents: tyfcb.get(member.id) ?? 0,
        trainingCredits: credits.get(member.id) ?? 0,
        oneToOnes: oneToOnes.filter(([id]) => id === member.id).reduce((s, [, n]) => s + n, 0),
      });
      expect((row?.referralsInside ?? 0) + (row?.referralsOutside ?? 0)).toBe(given.get(member.id) ?? 0);
    }
    // The thanked member's scorecard counts the thanks the way an entered one counts.
    const card = await testClient(t.app, await loginAs(t.app, ann.email)).ok('GET /api/scorecard/me');
    const received = await sql('referral', 'receiver_id');
    const thanked = await sql('closed_business', 'receiver_id', 'amount_cents');
    expect(card.sixMonths).toMatchObject({
      referralsGiven: given.get(ann.id),
      referralsReceived: received.get(ann.id),
      oneToOnes: oneToOnes.filter(([id]) => id === ann.id).reduce((s, [, n]) => s + n, 0),
      tyfcbAmount: (thanked.get(ann.id) ?? 0) / 100,
    });
    expect(card.sixMonths.tyfcbAmount).toBe(1250.5);
  });
});
