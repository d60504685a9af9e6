/**
 * A member's attendance standing under a chapter's policy (docs/chapter-rules.md "Attendance standing"): what
 * counts as an absence, how many are left before the seat goes under review, which rule is already broken, and
 * the first coming meeting at which one more absence would break one. Structured data only: the server and the
 * web put it into words.
 */
import { addDays, addMonths, daysBetween, monthIndex, monthStart } from './dates.ts';
import { madeUp, type Span } from './period.ts';
import type { AttendancePolicy, History, Mark } from './schemas.ts';

export const BREACH_RULES = [
  'absences',
  'absencesInARow',
  'substitutes',
  'substitutesPerYear',
  'substitutesInARow',
  'attendanceShare',
  'ownShare',
] as const;
export type BreachRule = (typeof BREACH_RULES)[number];

export interface Breach {
  rule: BreachRule;
  value: number;
  limit: number;
}

export interface Standing {
  /** The window as of the day. */
  window: Span;
  /** Absences counted in it: lates converted, substitutes and medicals as the policy says. */
  absences: number;
  allowedAbsences: number | null;
  /** Absences still allowed before review; null without a limit. */
  absencesLeft: number | null;
  /** The day the count next drops: the oldest counted absence leaves (rolling) or the window ends. */
  nextRelief: string | null;
  lates: number;
  substitutes: { inWindow: number; inYear: number; inARow: number };
  /** Absences in a row up to the day (unannounced only when the policy says so). */
  absencesInARow: number;
  /** Shares attended in the window (make-ups included) and at the member's own meetings; null with none. */
  share: number | null;
  ownShare: number | null;
  /** Absences that can still be made up, with the last day to do it. */
  openMakeUps: Array<{ day: string; deadline: string }>;
  breaches: Breach[];
  /** The first coming meeting at which an absence would break a rule not broken yet; null if none would. */
  nextBreakingMeeting: string | null;
  /** review: a rule is broken; atRisk: an absence at the next meeting would break one. */
  status: 'good' | 'atRisk' | 'review';
}

/** Is a mark of `day` inside the window as of `today`? */
function inWindow(policy: AttendancePolicy, day: string, today: string): boolean {
  if (day > today) return false;
  const w = policy.window;
  if (w.kind === 'rollingMonths') return today < addMonths(day, w.months);
  return windowSpan(policy, today).from <= day;
}

export function windowSpan(policy: AttendancePolicy, today: string): Span {
  const w = policy.window;
  if (w.kind === 'rollingMonths') return { from: addDays(addMonths(today, -w.months), 1), until: addDays(today, 1) };
  const size = w.kind === 'quarter' ? 3 : 6;
  const first = Math.floor(monthIndex(today) / size) * size;
  return { from: monthStart(first), until: monthStart(first + size) };
}

/** Does this mark count as an absence (before lates are converted)? */
function isAbsence(policy: AttendancePolicy, m: Mark): boolean {
  if (m.mark === 'A') return !madeUp(m, policy);
  if (m.mark === 'M') return policy.medicalIsAbsence;
  if (m.mark === 'S') return !policy.substituteIsPresent;
  return false;
}

/** The run of marks meeting `test` that ends with the last mark. */
function trailingRun(marks: Mark[], test: (m: Mark) => boolean): number {
  let run = 0;
  for (let i = marks.length - 1; i >= 0 && test(marks[i] as Mark); i--) run++;
  return run;
}

function longestRun(marks: Mark[], test: (m: Mark) => boolean): number {
  let run = 0;
  let best = 0;
  for (const m of marks) {
    run = test(m) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

const shareOf = (n: number, d: number) => (d > 0 ? n / d : null);

/** Rules already broken on `today`, the window's coming meetings (`ahead`) taken as attended. */
function breachesOf(policy: AttendancePolicy, marks: Mark[], today: string, ahead: string[]): Breach[] {
  const win = marks.filter((m) => inWindow(policy, m.day, today));
  const out: Breach[] = [];
  const absences = countAbsences(policy, win);
  if (policy.allowedAbsences !== null && absences > policy.allowedAbsences) {
    out.push({ rule: 'absences', value: absences, limit: policy.allowedAbsences });
  }
  const c = policy.consecutiveAbsences;
  if (c) {
    const run = longestRun(win, (m) => isAbsence(policy, m) && !(c.unannouncedOnly && m.announced));
    if (run > c.max) out.push({ rule: 'absencesInARow', value: run, limit: c.max });
  }
  const subs = policy.substitutes;
  const isSub = (m: Mark) => m.mark === 'S';
  const limits: Array<[BreachRule, number | null, number]> = [
    ['substitutes', subs.perWindow, win.filter(isSub).length],
    [
      'substitutesPerYear',
      subs.perYear,
      marks.filter((m) => m.day <= today && today < addMonths(m.day, 12) && isSub(m)).length,
    ],
    ['substitutesInARow', subs.maxInARow, longestRun(win, isSub)],
  ];
  for (const [rule, limit, value] of limits) if (limit !== null && value > limit) out.push({ rule, value, limit });
  // Shares are judged over the whole window: only broken once attending every meeting left cannot save them.
  const rest = ahead.filter((d) => d > today && inWindowAhead(policy, d, today));
  const counted = win.filter((m) => m.mark !== 'M' || policy.medicalIsAbsence);
  const own = counted.filter((m) => m.mark === 'P' || m.mark === 'L').length + rest.length;
  const attended =
    own + counted.filter((m) => (m.mark === 'S' && policy.substituteIsPresent) || madeUp(m, policy)).length;
  const total = counted.length + rest.length;
  const shares: Array<[BreachRule, number | null, number]> = [
    ['attendanceShare', policy.minAttendanceShare, attended],
    ['ownShare', policy.minOwnShare, own],
  ];
  for (const [rule, limit, n] of shares) {
    if (limit !== null && total > 0 && n / total < limit - 1e-9) out.push({ rule, value: n / total, limit });
  }
  return out;
}

/** A coming meeting still in the fixed window of `today` (a rolling window has no end to wait for). */
function inWindowAhead(policy: AttendancePolicy, day: string, today: string): boolean {
  return policy.window.kind !== 'rollingMonths' && day < windowSpan(policy, today).until;
}

function countAbsences(policy: AttendancePolicy, win: Mark[]): number {
  const lates = win.filter((m) => m.mark === 'L').length;
  const fromLates = policy.latesPerAbsence ? Math.floor(lates / policy.latesPerAbsence) : 0;
  return win.filter((m) => isAbsence(policy, m)).length + fromLates;
}

/**
 * The standing on `today`. `upcoming`: the days of the coming meetings, for the next meeting an absence would
 * break a rule at; the meetings before it are taken as attended.
 */
export function attendanceStanding(
  policy: AttendancePolicy,
  history: History,
  today: string,
  upcoming: readonly string[] = [],
): Standing {
  const marks = history.marks
    .filter((m) => m.day <= today && (!history.joinedOn || m.day >= history.joinedOn))
    .sort((a, b) => a.day.localeCompare(b.day));
  const ahead = [...upcoming].filter((d) => d > today).sort();
  const win = marks.filter((m) => inWindow(policy, m.day, today));
  const absences = countAbsences(policy, win);
  const breaches = breachesOf(policy, marks, today, ahead);
  const broken = new Set(breaches.map((b) => b.rule));
  let nextBreakingMeeting: string | null = null;
  for (const [i, day] of ahead.entries()) {
    const attended = ahead.slice(0, i).map((d): Mark => ({ day: d, mark: 'P' }));
    const trial = [...marks, ...attended, { day, mark: 'A' } as Mark];
    if (breachesOf(policy, trial, day, ahead.slice(i + 1)).some((b) => !broken.has(b.rule))) {
      nextBreakingMeeting = day;
      break;
    }
  }
  const counted = win.filter((m) => isAbsence(policy, m) || (m.mark === 'L' && policy.latesPerAbsence !== null));
  const oldest = counted[0];
  const relief = !oldest
    ? null
    : policy.window.kind === 'rollingMonths'
      ? addMonths(oldest.day, policy.window.months)
      : windowSpan(policy, today).until;
  const isSub = (m: Mark) => m.mark === 'S';
  const c = policy.consecutiveAbsences;
  const excusedOut = win.filter((m) => m.mark !== 'M' || policy.medicalIsAbsence);
  const own = excusedOut.filter((m) => m.mark === 'P' || m.mark === 'L').length;
  const attended = own + excusedOut.filter((m) => (isSub(m) && policy.substituteIsPresent) || madeUp(m, policy)).length;
  const makeUpDays = policy.makeUpWithinDays;
  const run = trailingRun(marks, (m) => isAbsence(policy, m) && !(c?.unannouncedOnly && m.announced));
  // Without the coming meetings: one more absence breaks the count or the run.
  const lastChance =
    ahead.length > 0
      ? nextBreakingMeeting === ahead[0]
      : policy.allowedAbsences === absences || (c !== null && run === c.max);
  return {
    window: windowSpan(policy, today),
    absences,
    allowedAbsences: policy.allowedAbsences,
    absencesLeft: policy.allowedAbsences === null ? null : Math.max(0, policy.allowedAbsences - absences),
    nextRelief: relief,
    lates: win.filter((m) => m.mark === 'L').length,
    substitutes: {
      inWindow: win.filter(isSub).length,
      inYear: marks.filter((m) => today < addMonths(m.day, 12) && isSub(m)).length,
      inARow: trailingRun(marks, isSub),
    },
    absencesInARow: run,
    share: shareOf(attended, excusedOut.length),
    ownShare: shareOf(own, excusedOut.length),
    openMakeUps:
      makeUpDays === null
        ? []
        : win
            .filter((m) => m.mark === 'A' && !madeUp(m, policy) && daysBetween(m.day, today) <= makeUpDays)
            .map((m) => ({ day: m.day, deadline: addDays(m.day, makeUpDays) })),
    breaches,
    nextBreakingMeeting,
    status: breaches.length > 0 ? 'review' : lastChance ? 'atRisk' : 'good',
  };
}
