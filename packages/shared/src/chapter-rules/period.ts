/**
 * The scoring period and a member's totals over it, from the history of marks and slips
 * (docs/decisions/0007-completed-period-scoring.md): the N whole months before the current one, from the day the
 * member joined; a member who joined this month is scored on the days since.
 */
import { addDays, daysBetween, monthIndex, monthStart } from './dates.ts';
import type { AttendancePolicy, History, Mark } from './schemas.ts';
import type { PeriodTotals } from './score.ts';

/** Days `from` (inclusive) to `until` (exclusive). */
export interface Span {
  from: string;
  until: string;
}

const weeksOf = (s: Span) => Math.max(1, Math.ceil(daysBetween(s.from, s.until) / 7 - 1e-9));

/** The period the light shows on `today`, clipped to the member's joining. */
export function scoringPeriod(today: string, months: number, joinedOn: string | null): Span {
  const thisMonth = monthStart(monthIndex(today));
  if (joinedOn && joinedOn >= thisMonth) return { from: joinedOn, until: addDays(today, 1) };
  const from = monthStart(monthIndex(today) - months);
  return { from: joinedOn && joinedOn > from ? joinedOn : from, until: thisMonth };
}

export const within = (s: Span) => (x: { day: string }) => x.day >= s.from && x.day < s.until;

/** A missed meeting made up in time counts as attended (docs/chapter-rules.md "Make-ups"). */
export function madeUp(m: Mark, policy: AttendancePolicy | null): boolean {
  if (m.mark !== 'A' || !m.madeUpOn || !policy?.makeUpWithinDays) return false;
  const gap = daysBetween(m.day, m.madeUpOn);
  return gap >= 0 && gap <= policy.makeUpWithinDays;
}

/**
 * The member's numbers over a span, meetings counted as the chapter's policy says (a substitute as attended or
 * absent, a medical as excused or absent, lates turned into absences, a made-up absence attended). Without a
 * policy, decision 0006's rule: present, late and substitute attended, medical left out.
 */
export function totalsOver(history: History, span: Span, policy: AttendancePolicy | null): PeriodTotals {
  const marks = history.marks.filter(within(span));
  const slips = history.slips.filter(within(span));
  const n = (kind: string) => slips.filter((s) => s.kind === kind).length;
  const subPresent = policy?.substituteIsPresent ?? true;
  const medicalAbsent = policy?.medicalIsAbsence ?? false;
  const attended = marks.filter(
    (m) => m.mark === 'P' || m.mark === 'L' || (m.mark === 'S' && subPresent) || madeUp(m, policy),
  ).length;
  const absent = marks.filter(
    (m) =>
      (m.mark === 'A' && !madeUp(m, policy)) || (m.mark === 'S' && !subPresent) || (m.mark === 'M' && medicalAbsent),
  ).length;
  const lates = marks.filter((m) => m.mark === 'L').length;
  const fromLates = policy?.latesPerAbsence ? Math.floor(lates / policy.latesPerAbsence) : 0;
  return {
    weeks: weeksOf(span),
    months: monthIndex(addDays(span.until, -1)) - monthIndex(span.from) + 1,
    attendance: { attended, expected: attended + absent },
    absences: absent + fromLates,
    lates,
    referrals: n('referral'),
    visitors: n('visitor'),
    training: n('training'),
    testimonials: n('testimonial'),
    oneToOnes: n('oneToOne'),
    tyfcb: Math.round(slips.reduce((s, x) => s + (x.kind === 'tyfcb' ? (x.amount ?? 0) : 0), 0) * 100) / 100,
  };
}
