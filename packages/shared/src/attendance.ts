/**
 * Attendance is counted one way everywhere: the PALMS report, a member's scorecard and traffic light, and the
 * admin dashboard (docs/decisions/0006-attendance-rate.md).
 * - present, late and substitute count as attended (an approved substitute covers the member);
 * - medical is excused: the meeting is left out;
 * - absent counts against;
 * - a meeting without a mark is not counted: it is shown as "not recorded", a gap for the Secretary to fill,
 *   not an absence of the member's.
 */

/** PALMS: Present, Absent, Late, Medical, Substitute. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'medical', 'substitute'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** What counts as attended (medical is excused, absent is not). */
export const ATTENDED_STATUSES: readonly AttendanceStatus[] = ['present', 'late', 'substitute'];

/** Meetings that count for the rate and how many of them were attended. */
export interface AttendanceTally {
  attended: number;
  expected: number;
}

/** Tallies marks given one by one or as counts per status. */
export function tallyAttendance(
  marks: Iterable<AttendanceStatus> | Partial<Record<AttendanceStatus, number>>,
): AttendanceTally {
  const counts: Partial<Record<AttendanceStatus, number>> = {};
  if (Symbol.iterator in marks) for (const m of marks) counts[m] = (counts[m] ?? 0) + 1;
  else Object.assign(counts, marks);
  const attended = ATTENDED_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return { attended, expected: attended + (counts.absent ?? 0) };
}

/** The share attended, 0–1; null when no meeting counts. */
export function attendanceShare(t: AttendanceTally): number | null {
  return t.expected > 0 ? Math.min(1, t.attended / t.expected) : null;
}

/** The rate as a whole percentage, 0–100; null when no meeting counts. */
export function attendanceRate(t: AttendanceTally): number | null {
  const share = attendanceShare(t);
  return share === null ? null : Math.round(share * 100);
}
