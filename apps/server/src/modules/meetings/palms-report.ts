import { attendanceRate, tallyAttendance } from '@chapter/shared/attendance';
import { toCsv } from '@chapter/shared/csv';
import type { LanguageCode } from '@chapter/shared/languages';
import type { AttendanceStatus } from '@chapter/shared/meetings.schemas';
import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import { targetGroup } from '../../kernel/group-scope.ts';
import { validationError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { addLocalDays, localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import { provisionalWeeks } from '../activity/palms-week.ts';
import { chapterFunnel } from '../activity/referral-funnel.ts';
import {
  countVisitorCheckins,
  selectActiveMembers,
  selectAttendance,
  selectHeldMeetings,
  selectPeriodActivity,
  selectPeriodVisits,
} from './attendance.repository.ts';
import { findGroup } from './meetings.repository.ts';
import { meetingsText } from './messages.ts';
import { emptyActivity, tallyActivity } from './palms.ts';
import { weeksOf } from './palms-weeks.service.ts';

/**
 * The PALMS report (docs/product-rules.md "PALMS report"): per active member over local dates [from, to] in the
 * group's time zone, attendance and activity, each counted from the day the member joined. The group's name comes
 * with it for the printed report's title.
 */
export async function palmsReport(
  ctx: AppContext,
  caller: Principal,
  q: { from: string; to: string; groupId?: number },
): Promise<{ groupName: string; groupLanguage: LanguageCode; report: AttendanceReport }> {
  if (q.to < q.from) throw validationError('The end is before the start', [{ field: 'to', message: 'Invalid' }]);
  const groupId = targetGroup(caller, q.groupId);
  const group = await findGroup(ctx.db, groupId);
  if (!group) throw validationError('Unknown group', [{ field: 'groupId', message: 'Unknown group' }]);
  const from = zonedToUtc(q.from, '00:00', group.timezone).toISOString();
  const end = zonedToUtc(addLocalDays(q.to, 1), '00:00', group.timezone);
  const now = ctx.clock.now();
  const to = new Date(Math.min(end.getTime(), now.getTime())).toISOString();
  const [held, records, members, visitors, activity, visits, currency, weeks] = await Promise.all([
    selectHeldMeetings(ctx.db, groupId, from, to),
    selectAttendance(ctx.db, groupId, from, to),
    selectActiveMembers(ctx.db, groupId),
    countVisitorCheckins(ctx.db, groupId, from, to),
    selectPeriodActivity(ctx.db, groupId, from, to, { first: q.from, last: q.to }),
    selectPeriodVisits(ctx.db, groupId, from, to),
    selectGroupCurrency(ctx.db, groupId),
    weeksOf(ctx.db, group, q.from, q.to),
  ]);
  // A member is counted from the start of the day they joined, in the group's zone: a member approved today
  // has today's meeting and none of the weeks before. Records older than the join date (history imported or
  // kept across a re-approval) show the member was there, so counting starts at the first of them instead.
  const firstRecord = new Map<number, string>();
  for (const r of records) {
    const seen = firstRecord.get(r.user_id);
    if (seen === undefined || r.meeting_starts_at < seen) firstRecord.set(r.user_id, r.meeting_starts_at);
  }
  const since = (userId: number, joinedAt: string | null) => {
    if (joinedAt === null) return '';
    const day = zonedToUtc(localParts(new Date(joinedAt), group.timezone).date, '00:00', group.timezone);
    const first = firstRecord.get(userId);
    return first !== undefined && first < day.toISOString() ? first : day.toISOString();
  };
  const starts = new Map(members.map((m) => [m.id, since(m.id, m.joined_at)]));
  const tallied = tallyActivity(activity, visits, (userId) => starts.get(userId), currency);
  const rows = members.map((mem) => {
    const start = starts.get(mem.id) ?? '';
    const c: Record<AttendanceStatus, number> = { present: 0, absent: 0, late: 0, medical: 0, substitute: 0 };
    for (const r of records) {
      if (r.user_id === mem.id && r.meeting_starts_at >= start) c[r.status] += 1;
    }
    const meetings = held.filter((m) => m.starts_at >= start).length;
    const recorded = c.present + c.absent + c.late + c.medical + c.substitute;
    return {
      userId: mem.id,
      name: mem.name,
      classification: mem.classification,
      meetings,
      ...c,
      unrecorded: Math.max(0, meetings - recorded),
      rate: attendanceRate(tallyAttendance(c)),
      ...(tallied.get(mem.id) ?? emptyActivity()),
    };
  });
  const totals = chapterTotals(rows);
  const funnel = await chapterFunnel(ctx.db, groupId, { since: from, until: to }, currency);
  return {
    groupName: group.name,
    groupLanguage: group.language,
    report: { from: q.from, to: q.to, meetings: held.length, visitors, currency, rows, totals, weeks, funnel },
  };
}

type Totals = AttendanceReport['totals'];

/** The chapter's totals: every summable figure added up over the listed members (members who left are not). */
function chapterTotals(rows: AttendanceReport['rows']): Totals {
  const total: Totals = {
    present: 0,
    absent: 0,
    late: 0,
    medical: 0,
    substitute: 0,
    unrecorded: 0,
    ...emptyActivity(),
  };
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof Totals)[]) total[key] += row[key];
  }
  return total;
}

const money = (cents: number) => (cents / 100).toFixed(2);

const CSV_FIGURES = [
  'present',
  'absent',
  'late',
  'medical',
  'substitute',
  'unrecorded',
  'referralsInside',
  'referralsOutside',
  'referralsReceived',
  'visitors',
  'oneToOnes',
] as const;

/** The funnel's figures as label and value rows; the median days left empty when there is none. */
function funnelRows(r: AttendanceReport, language: LanguageCode): Array<Array<string | number | null>> {
  const f = r.funnel;
  const label = (figure: string) => meetingsText(language, 'csvFunnelFigure', { figure, currency: r.currency });
  return [
    [label('given'), f.given],
    [label('contacted'), f.contacted],
    [label('won'), f.won],
    [label('lost'), f.lost],
    [label('revenue'), money(f.revenueCents ?? 0)],
    [label('toContact'), f.medianDaysToContact],
    [label('toWon'), f.medianDaysToWon],
  ];
}

/**
 * The report as CSV: one row per member, then the chapter's totals (the report's own, as on screen and in the PDF).
 * The headers are in `language`, the downloader's (docs/i18n.md "The server's texts"); the figures stay plain.
 */
export function palmsCsv(r: AttendanceReport, language: LanguageCode = 'en'): string {
  const header = (column: string) => meetingsText(language, 'csvHeader', { column });
  const figures = (x: Totals) => [
    x.present,
    x.absent,
    x.late,
    x.medical,
    x.substitute,
    x.unrecorded,
    x.referralsInside,
    x.referralsOutside,
    x.referralsReceived,
    x.visitorsBrought,
    x.oneToOnes,
    money(x.tyfcbCents),
    x.testimonials,
    x.trainingCredits,
  ];
  return toCsv([
    [
      header('name'),
      header('classification'),
      ...CSV_FIGURES.map(header),
      meetingsText(language, 'csvTyfcb', { currency: r.currency }),
      header('testimonials'),
      header('trainingCredits'),
      header('rate'),
    ],
    ...r.rows.map((x) => [x.name, x.classification, ...figures(x), x.rate]),
    [meetingsText(language, 'pdfChapterTotal'), '', ...figures(r.totals), ''],
    // The chapter's referral funnel of the period (docs/referral-follow-up.md "The funnel"), one figure a row.
    [meetingsText(language, 'csvFunnelHeading')],
    ...funnelRows(r, language),
    // A period with draft weeks says so, with their dates, under the totals (docs/palms-weeks.md).
    ...(provisionalWeeks(r).length > 0
      ? [[meetingsText(language, 'csvProvisional'), provisionalWeeks(r).join(' ')]]
      : []),
  ]);
}
