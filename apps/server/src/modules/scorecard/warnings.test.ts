import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/factories.ts';
import { aChapterEachTest, ann, annToken, as, bob, DAY, group, markAt, me, record, t } from './scorecard-test-kit.ts';

aChapterEachTest();

// The clock is Monday 2 March 2026, 09:00 UTC, in a chapter on UTC (scorecard-test-kit.ts); Ann and Bob joined on
// 1 August 2025. The chapter's rules are the app's light and BNI's 3 absences in a rolling six months
// (docs/chapter-rules.md "Warnings").
const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const daysBefore = (day: string) => (NOW - Date.parse(`${day}T09:00:00.000Z`)) / DAY;
const warnings = (token: string) => as(token).call('GET /api/scorecard/warnings');

/** A chapter meeting on `day` at 09:00 UTC and the member's mark at it. */
const mark = (userId: number, day: string, status: 'present' | 'absent') =>
  markAt(userId, `${day}T09:00:00.000Z`, status);

describe('GET /api/scorecard/warnings: the member’s warnings on home', () => {
  it('warns a member whose next absence breaks the policy, naming the meeting and the day it stops', async () => {
    // Weekly on Mondays at 09:00: the coming meetings are 9, 16, 23 and 30 March… (today's, 2 March, is no longer
    // ahead).
    await t.ctx.db.updateTable('groups').set({ meeting_weekday: 1, meeting_time: '09:00' }).execute();
    // Ann: absent 6 October, 1 December and 2 February, present at the Mondays between. The rolling window on
    // 2 March runs from 3 September 2025: all three count, 3 of the 3 allowed. An absence on 9 March would be the
    // fourth: seat under review. The oldest, 6 October, leaves the window on 6 October + 6 months = 6 April, so
    // the warning holds until 5 April.
    for (const day of ['2025-10-06', '2025-12-01', '2026-02-02']) await mark(ann.id, day, 'absent');
    for (const day of ['2025-10-13', '2025-11-03', '2026-01-05', '2026-02-09', '2026-02-16', '2026-02-23']) {
      await mark(ann.id, day, 'present');
    }
    // Bob: absent 1 December and 2 February, 2 of 3: one more is still allowed, nothing to warn about.
    for (const day of ['2025-12-01', '2026-02-02']) await mark(bob.id, day, 'absent');

    const answer = await warnings(annToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.attendance).toEqual({
      meeting: '2026-03-09',
      absences: 3,
      allowed: 3,
      leavesOn: '2026-04-06',
      until: '2026-04-05',
    });
    // Ann's light is grey now and stays grey on 1 April (no slips, 6 of 9 meetings attended): no forecast.
    expect(answer.body.forecast).toBeNull();

    const bobs = await warnings(await loginAs(t.app, bob.email));
    expect(bobs.body).toEqual({ attendance: null, forecast: null });
  });

  it('forecasts the day the window moves, the month leaving, the colour then and what keeps it green', async () => {
    // Bob, no meeting recorded (attendance left out: the total is scaled over the other 80 points).
    // The light now covers September 2025–February 2026 (181 days: 26 weeks); on 1 April, October–March (26 weeks).
    // Records: 6 referrals on 15 September, 20 on 10 February, 26 one-to-ones on 20 January, 3 training credits on
    // 10 November, $5,000 of thanks on 10 December.
    const bobId = bob.id;
    for (let i = 0; i < 6; i++) await record('referral', bobId, ann.id, { daysAgo: daysBefore('2025-09-15') });
    for (let i = 0; i < 20; i++) await record('referral', bobId, ann.id, { daysAgo: daysBefore('2026-02-10') });
    for (let i = 0; i < 26; i++) {
      await record('one_to_one', bobId, ann.id, { daysAgo: daysBefore('2026-01-20'), status: 'completed' });
    }
    await record('training_credit', bobId, bobId, { daysAgo: daysBefore('2025-11-10'), credits: 3 });
    await record('closed_business', ann.id, bobId, {
      daysAgo: daysBefore('2025-12-10'),
      approval: 'approved',
      cents: 500_000,
    });
    // Now: referrals 26 ≥ 1 a week × 26 → 15; one-to-ones 26 ≥ 26 → 20; visitors 0 → 0; training 3 → 10;
    // thanks 5,000 → 15. 60 of 80 = 75: green.
    // 1 April: September's 6 referrals leave, 20 ≥ 0.75 × 26 = 19.5 → 10. 55 of 80 = 68.75 → 69: amber.
    // Kept green by 56 of 80 (70): +5 points. The cheapest: 3 visitors (0.083 × 26 = 2.16 → 3, 5 points);
    // 6 referrals would do it too, and cost more.
    const token = await loginAs(t.app, bob.email);
    const answer = await warnings(token);
    expect(answer.body).toEqual({
      attendance: null,
      forecast: {
        on: '2026-04-01',
        leavingMonth: '2025-09',
        colourNow: 'green',
        colourThen: 'amber',
        by: '2026-03-31',
        actions: [{ part: 'visitors', extra: 3 }],
        currency: 'USD',
      },
    });
    // Today's colour is the one home's light shows.
    expect((await me(token)).body.trafficLight.colour).toBe('green');

    // Three visitors brought this month keep him green on 1 April: nothing left to warn about.
    for (const name of ['Guest One', 'Guest Two', 'Guest Three']) {
      await t.ctx.db
        .insertInto('visitors')
        .values(visitor(name, bobId, '2026-03-02T08:00:00.000Z'))
        .execute();
    }
    expect((await warnings(token)).body).toEqual({ attendance: null, forecast: null });
  });
});

/** A visitor Bob brought, first checked in at `at`. */
const visitor = (name: string, invitedBy: number, at: string) => ({
  group_id: group.id,
  invited_by: invitedBy,
  meeting_id: null,
  user_id: null,
  name,
  email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
  phone: null,
  company: null,
  classification: null,
  status: 'attended' as const,
  notes: null,
  first_visit_meeting_id: null,
  first_visit_at: at,
  created_at: at,
  updated_at: at,
});
