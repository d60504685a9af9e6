import { describe, expect, it, vi } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { AtRiskReports, reportWeek } from './at-risk-report.ts';
import { aChapterEachTest, ann, bob, group, markAt, t } from './scorecard-test-kit.ts';

aChapterEachTest();

// The clock is Monday 2 March 2026, 09:00 UTC, in a chapter on UTC meeting on Mondays at 09:00
// (scorecard-test-kit.ts). Pat the President manages the members; the rules are BNI's 3 absences in a rolling six
// months, as on the at-risk screen (at-risk.test.ts).
const emails = () =>
  t.ctx.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text', 'body_html'])
    .where('kind', '=', 'email')
    .orderBy('recipient')
    .execute();
const absent = async (userId: number, days: string[]) => {
  for (const day of days) await markAt(userId, `${day}T09:00:00.000Z`, 'absent');
};
const weekly = () => t.ctx.db.updateTable('groups').set({ meeting_weekday: 1, meeting_time: '09:00' }).execute();

describe('the weekly at-risk report', () => {
  it('names the chapter’s week by its Monday, due from 07:00 on Monday in the chapter’s zone', () => {
    expect(reportWeek(new Date('2026-03-02T06:59:00Z'), 'UTC')).toBeNull();
    expect(reportWeek(new Date('2026-03-02T07:00:00Z'), 'UTC')).toBe('2026-03-02');
    expect(reportWeek(new Date('2026-03-08T23:59:00Z'), 'UTC')).toBe('2026-03-02');
    // Sunday 23:30 UTC is already Monday 10:30 in Auckland (UTC+13 in March): that chapter's new week.
    expect(reportWeek(new Date('2026-03-08T23:30:00Z'), 'Pacific/Auckland')).toBe('2026-03-09');
    // Los Angeles is on summer time (UTC-7) from 8 March: Monday 9 March 13:59 UTC is 06:59 there, 14:00 is 07:00.
    expect(reportWeek(new Date('2026-03-09T13:59:00Z'), 'America/Los_Angeles')).toBeNull();
    expect(reportWeek(new Date('2026-03-09T14:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
    expect(reportWeek(new Date('2026-03-09T06:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-02');
  });

  it('sends the list to the leaders who manage the members and the committee, once a week, however many processes run it', async () => {
    await weekly();
    // Ann's seat is under review (4 absences of 3); Bob is one absence from it.
    await absent(ann.id, ['2025-10-06', '2025-11-03', '2025-12-01', '2026-02-02']);
    await absent(bob.id, ['2025-10-06', '2025-12-01', '2026-02-02']);
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President', name: 'Val Vice' });
    // A Member with a seat on the membership committee receives it too.
    const cleo = await buildMember(t.ctx, { groupId: group.id, name: 'Cleo Committee' });
    await t.ctx.db.updateTable('memberships').set({ committee_seat: 1 }).where('user_id', '=', cleo.id).execute();
    const failures = vi.spyOn(t.ctx.log, 'error');

    const processes = [new AtRiskReports(t.ctx), new AtRiskReports(t.ctx), new AtRiskReports(t.ctx)];
    const sent = await Promise.all(processes.map((p) => p.sendDue()));
    // The President and the Vice President hold manage_members, Cleo a seat; Ann and Bob neither.
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    t.clock.advance(3 * 86_400_000);
    expect(await Promise.all(processes.map((p) => p.sendDue()))).toEqual([0, 0, 0]);
    expect(failures).not.toHaveBeenCalled();

    const mail = await emails();
    expect(mail.map((m) => m.recipient).sort()).toEqual([vp.email, cleo.email, await presidentEmail()].sort());
    const [first] = mail;
    expect(first?.subject).toBe(`${group.name}: 2 members at risk this week`);
    expect(first?.body_text).toContain('Ann Able: Seat under review: 4 absences (3 allowed).');
    expect(first?.body_text).toContain(
      'Bob Baker: One more absence at the meeting on March 9, 2026 puts the seat under review (3 of 3 absences used).',
    );
    expect(first?.body_text).toContain('The oldest absence leaves the window on April 6, 2026.');
    expect(first?.body_text).toContain('/admin/at-risk');
    expect(first?.body_html).toContain('Ann Able');

    // The next Monday from 07:00 is a new week: the list goes again.
    t.clock.set(new Date('2026-03-09T07:00:00Z'));
    expect(await new AtRiskReports(t.ctx).sendDue()).toBe(3);
  });

  it('sends nothing in a week with nobody at risk, nor to a leader who turned it off, in the leader’s language', async () => {
    await weekly();
    expect(await new AtRiskReports(t.ctx).sendDue()).toBe(0);
    expect(await emails()).toEqual([]);

    t.clock.set(new Date('2026-03-09T08:00:00Z'));
    await absent(ann.id, ['2025-10-06', '2025-11-03', '2025-12-01', '2026-02-02']);
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President', name: 'Val Vice' });
    const now = t.clock.now().toISOString();
    await t.ctx.db
      .insertInto('user_settings')
      .values({ user_id: vp.id, key: 'notifications.emailAtRiskReport', value: 'false', updated_at: now })
      .execute();
    const president = await presidentEmail();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'es' }).where('email', '=', president).execute();
    expect(await new AtRiskReports(t.ctx).sendDue()).toBe(1);
    const [only] = await emails();
    expect(only?.recipient).toBe(president);
    expect(only?.subject).toBe(`${group.name}: 1 miembro en riesgo esta semana`);
    expect(only?.body_text).toContain('Puesto en revisión: 4 ausencias (3 permitidas).');
  });
});

async function presidentEmail(): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('email')
    .where('name', '=', 'Pat President')
    .executeTakeFirstOrThrow();
  return row.email;
}
