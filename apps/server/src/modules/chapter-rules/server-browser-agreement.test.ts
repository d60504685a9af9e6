import { addDays, daysBetween } from '@chapter/shared/chapter-rules/dates';
import { evaluateMember } from '@chapter/shared/chapter-rules/evaluate';
import { applyOverrides } from '@chapter/shared/chapter-rules/overrides';
import { PRESETS } from '@chapter/shared/chapter-rules/presets';
import type { History, Mark, Slip } from '@chapter/shared/chapter-rules/schemas';
import { seeded } from '@chapter/shared/chapter-rules/test-random';
import type { AtRiskMember } from '@chapter/shared/scorecard-warnings.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/**
 * Issue 40's promise that the server and the browser agree (docs/chapter-rules.md "Server and browser agree"):
 * random histories are written as the records a chapter keeps (marks at held meetings, slips, visitors), the
 * server's at-risk list is asked for under rules stored through the routes, and each member's row is compared with
 * the engine run on the generated history itself, as the web runs it. What this catches is the server's reading of
 * its records (zones, days, which records count) disagreeing with the history the engine was given.
 *
 * The chapter is in Tokyo (UTC+9) and meets on Mondays at 07:00, 22:00 UTC the day before, so every mark and slip
 * sits on another UTC day than its local one. Today is Monday 2 March 2026, 10:00 in Tokyo.
 */
const NOW = new Date('2026-03-02T01:00:00.000Z');
const TODAY = '2026-03-02';
/** The first Monday the server reads: bniChapterStrict reads six whole months before this one. */
const FIRST = '2025-09-01';
const MEMBERS = 25;
const KINDS: Slip['kind'][] = ['referral', 'visitor', 'training', 'testimonial', 'tyfcb', 'oneToOne'];

const LIMITS = {
  'attendance.allowedAbsences': { min: 1, max: 4 },
  'attendance.latesPerAbsence': { min: 1, max: 3, off: true },
  'attendance.medicalIsAbsence': {},
  'scorecard.colours.green': { min: 50, max: 90 },
  'scorecard.colours.amber': { min: 30, max: 70 },
} as const;
const OVERRIDES = {
  'attendance.allowedAbsences': 2,
  'attendance.latesPerAbsence': 3,
  'attendance.medicalIsAbsence': true,
  'scorecard.colours.green': 65,
  'scorecard.colours.amber': 45,
};

/** The UTC stamp of a local Tokyo day at hh:mm (no daylight saving in Tokyo). */
const tokyo = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00.000+09:00`)).toISOString();

/** A history only of what the records hold: marks at the weekly meetings, slips on days since the window opened. */
function randomHistory(r: ReturnType<typeof seeded>): History {
  const marks: Mark[] = [];
  for (let day = FIRST; day <= TODAY; day = addDays(day, 7)) {
    if (r.next() < 0.05) continue;
    marks.push({ day, mark: r.pick(['P', 'P', 'P', 'P', 'P', 'P', 'A', 'L', 'M', 'S'] as const) });
  }
  const span = daysBetween(FIRST, TODAY);
  const slips: Slip[] = Array.from({ length: r.int(0, 40) }, () => {
    const kind = r.pick(KINDS);
    const day = addDays(FIRST, r.int(0, span));
    return kind === 'tyfcb' ? { day, kind, amount: r.int(100, 300_000) / 100 } : { day, kind };
  });
  const joinedOn = r.next() < 0.3 ? addDays(FIRST, r.int(0, span)) : null;
  return { marks, slips, joinedOn };
}

describe('the server and the browser agree on random histories', () => {
  let t: TestApp;
  let group: GroupRow;
  let president: string;
  const histories = new Map<number, History>();

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2025-06-01T00:00:00.000Z'));
    group = await buildGroup(t.ctx, {
      timezone: 'Asia/Tokyo',
      meeting_weekday: 1,
      meeting_time: '07:00',
      currency: 'JPY',
    });
    const pat = await buildMember(t.ctx, { groupId: group.id, role: 'President', name: 'Zed President' });
    // The other side of one-to-ones, closed business and training: not an active member, so not on the list.
    const partner = await buildMember(t.ctx, { groupId: group.id, role: 'Visitor', name: 'Partner' });
    const r = seeded(40_2026);
    for (let i = 0; i < MEMBERS; i++) {
      const m = await buildMember(t.ctx, { groupId: group.id, name: `Member ${String(i).padStart(2, '0')}` });
      histories.set(m.id, randomHistory(r));
    }
    t.clock.set(NOW);
    await writeRecords(t, group.id, partner.id, histories);

    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    await testClient(t.app, admin).ok('PUT /api/chapter-rules/organisation', {
      body: { preset: 'bniChapterStrict', limits: LIMITS },
    });
    president = await loginAs(t.app, pat.email);
    await testClient(t.app, president).ok('PUT /api/chapter-rules/chapter', { body: { overrides: OVERRIDES } });
  });
  afterAll(() => t.close());

  it('lists exactly the members the engine puts at risk, each with the same warnings', async () => {
    const stored = await testClient(t.app, president).ok('GET /api/chapter-rules', { query: {} });
    const local = applyOverrides(PRESETS.bniChapterStrict.rules, LIMITS, OVERRIDES);
    expect(local.ok && local.rules).toEqual(stored.rules);
    const rules = stored.rules;

    // The browser's side: the engine on each generated history, with the Mondays of the next 190 days to come.
    const upcoming = Array.from({ length: 27 }, (_, k) => addDays(TODAY, 7 * (k + 1)));
    const expected: AtRiskMember[] = [];
    for (const [id, history] of histories) {
      const { standing, forecast } = evaluateMember(rules, history, TODAY, upcoming);
      const rank = { green: 3, amber: 2, red: 1, grey: 0 } as const;
      const row: AtRiskMember = {
        member: { id, name: '' },
        review:
          standing.status === 'review' ? { absences: standing.absences, allowed: standing.allowedAbsences } : null,
        attendance:
          standing.status === 'atRisk' && standing.allowedAbsences !== null
            ? {
                meeting: standing.nextBreakingMeeting,
                absences: standing.absences,
                allowed: standing.allowedAbsences,
                leavesOn: standing.nextRelief,
                until: standing.nextRelief ? addDays(standing.nextRelief, -1) : null,
              }
            : null,
        forecast:
          rank[forecast.then.colour] < rank[forecast.now.colour]
            ? {
                on: forecast.on,
                leavingMonth: forecast.leaving?.month ?? null,
                colourNow: forecast.now.colour,
                colourThen: forecast.then.colour,
                by: addDays(forecast.on, -1),
                actions: forecast.keep?.actions ?? null,
                currency: 'JPY',
              }
            : null,
      };
      if (row.review || row.attendance || row.forecast) expected.push(row);
    }

    const started = Date.now();
    const answer = await testClient(t.app, president).ok('GET /api/scorecard/at-risk', { query: {} });
    const byId = (a: AtRiskMember, b: AtRiskMember) => a.member.id - b.member.id;
    const served = answer.members.map((m) => ({ ...m, member: { id: m.member.id, name: '' } })).sort(byId);
    expect(served).toEqual(expected.sort(byId));
    // The cases are worth something only if they reach every kind of row.
    expect(expected.some((m) => m.review)).toBe(true);
    expect(expected.some((m) => m.attendance)).toBe(true);
    expect(expected.some((m) => m.forecast)).toBe(true);
    expect(expected.length).toBeLessThan(MEMBERS);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

const LETTERS = { P: 'present', A: 'absent', L: 'late', M: 'medical', S: 'substitute' } as const;

/** Writes the histories as records: one held meeting per Monday, a mark per member, slips as the app stores them. */
async function writeRecords(t: TestApp, groupId: number, partner: number, histories: Map<number, History>) {
  const db = t.ctx.db;
  const meetings = new Map<string, number>();
  for (let day = FIRST; day <= TODAY; day = addDays(day, 7)) {
    const starts = tokyo(day, '07:00');
    const row = await db
      .insertInto('meetings')
      .values({
        group_id: groupId,
        type: 'chapter',
        title: 'Weekly meeting',
        starts_at: starts,
        ends_at: starts,
        timezone: 'Asia/Tokyo',
        status: 'completed',
        created_at: starts,
        updated_at: starts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    meetings.set(day, row.id);
  }
  let seq = 0;
  for (const [userId, h] of histories) {
    if (h.joinedOn) {
      await db
        .updateTable('memberships')
        .set({ joined_at: tokyo(h.joinedOn, '12:00') })
        .where('user_id', '=', userId)
        .execute();
    }
    const marks = h.marks.map((m) => ({
      meeting_id: meetings.get(m.day) as number,
      user_id: userId,
      group_id: groupId,
      meeting_starts_at: tokyo(m.day, '07:00'),
      status: LETTERS[m.mark],
      recorded_by: null,
      recorded_at: tokyo(m.day, '07:00'),
    }));
    if (marks.length > 0) await db.insertInto('attendance').values(marks).execute();
    for (const slip of h.slips) {
      if (slip.kind === 'visitor') {
        const at = tokyo(slip.day, '07:00');
        await db
          .insertInto('visitors')
          .values({
            group_id: groupId,
            invited_by: userId,
            meeting_id: null,
            user_id: null,
            name: `Guest ${++seq}`,
            email: `guest${seq}@example.com`,
            phone: null,
            company: null,
            classification: null,
            status: 'attended',
            notes: null,
            first_visit_meeting_id: null,
            first_visit_at: at,
            created_at: at,
            updated_at: at,
          })
          .execute();
        continue;
      }
      const type = (
        {
          referral: 'referral',
          testimonial: 'testimonial',
          oneToOne: 'one_to_one',
          training: 'training_credit',
          tyfcb: 'closed_business',
        } as const
      )[slip.kind];
      // Given slips belong to their giver; training and thanks for closed business to their receiver, dated by day
      // (noon UTC, schema.ts); the rest at 08:30 in Tokyo, the evening before in UTC.
      const received = slip.kind === 'training' || slip.kind === 'tyfcb';
      const at = received ? `${slip.day}T12:00:00.000Z` : tokyo(slip.day, '08:30');
      await db
        .insertInto('activity_records')
        .values({
          group_id: groupId,
          type,
          giver_id: received ? partner : userId,
          receiver_id: received ? userId : partner,
          status: slip.kind === 'oneToOne' ? 'completed' : 'recorded',
          approval_status: slip.kind === 'tyfcb' ? 'approved' : null,
          approval_reason: null,
          decided_by: null,
          decided_at: null,
          amount_cents: slip.amount === undefined ? null : Math.round(slip.amount * 100),
          currency: slip.kind === 'tyfcb' ? 'JPY' : null,
          credits: slip.kind === 'training' ? 1 : null,
          published: 0,
          referral_id: null,
          summary: `${type} ${++seq}`,
          details: '{}',
          occurred_at: at,
          client_request_id: `agreement-${seq}`,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
}
