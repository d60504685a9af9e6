import { formatCents, formatInstant } from '@chapter/shared/format';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { escapeHtml } from '../../lib/email-html.ts';
import { TEXT_LOCALE } from '../../lib/text-locale.ts';
import { formatMeetingTime } from '../meetings/meeting-emails.ts';
import { EARLIER_WEEKS, type SummaryKey, type WeeklySummary } from './weekly-figures.ts';

/**
 * The weekly summary e-mail (docs/product-rules.md "Weekly summary"): a plain-text part and a table-based HTML part
 * with inline styles that reads on a phone, in the colours of lib/email-html.ts (whose blocks have no
 * three-column figures table with coloured arrows, hence its own markup). Every name in the HTML part is escaped.
 */

interface SummaryEmailInput {
  appUrl: string;
  recipientName: string;
  groupName: string;
  meeting: { id: number; title: string; starts_at: string };
  /** The group's time zone: the meeting's time is written in it. */
  timezone: string;
  summary: WeeklySummary;
}

/** Which way is good news for a figure (colours the HTML arrow; neutral ones stay grey). */
type Better = 'up' | 'down' | 'neither';
interface Row {
  key: SummaryKey;
  label: string;
  better: Better;
}
interface Section {
  title: string;
  rows: Row[];
  attendance?: true;
}

const SECTIONS: Section[] = [
  {
    title: 'Attendance',
    attendance: true,
    rows: [
      { key: 'present', label: 'Present', better: 'up' },
      { key: 'late', label: 'Late', better: 'down' },
      { key: 'absent', label: 'Absent', better: 'down' },
      { key: 'medical', label: 'Medical', better: 'neither' },
      { key: 'substitute', label: 'Substitute', better: 'neither' },
    ],
  },
  { title: 'Visitors', rows: [{ key: 'visitors', label: 'Checked in', better: 'up' }] },
  {
    title: 'Referrals given',
    rows: [
      { key: 'referralsInside', label: 'Inside the chapter', better: 'up' },
      { key: 'referralsOutside', label: 'Outside the chapter', better: 'up' },
    ],
  },
  {
    title: 'Thanks for closed business',
    rows: [{ key: 'tyfcbCents', label: 'Total', better: 'up' }],
  },
];

const NO_ATTENDANCE = 'No attendance recorded yet.';

/** A count or average with one decimal where needed: 4, 4.3. */
function formatCount(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** ▲ above the earlier weeks' average, ▼ below it, = level with it. */
function trend(value: number, avg: number): '▲' | '▼' | '=' {
  if (Math.abs(value - avg) < 1e-9) return '=';
  return value > avg ? '▲' : '▼';
}

/** "Tue, Feb 24" for a local date (a calendar date, so no zone shifts it). */
function formatDay(date: string): string {
  return formatInstant(`${date}T12:00:00Z`, 'UTC', { weekday: 'short', month: 'short', day: 'numeric' }, TEXT_LOCALE);
}

/** The PALMS report screen for the week's local dates. */
function reportLink(appUrl: string, summary: WeeklySummary): string {
  return `${appUrl}${webPath(webPaths.adminAttendance, { from: summary.week.from, to: summary.week.to })}`;
}

/** What the averages are taken over. */
function comparisonNote(s: WeeklySummary): string {
  if (s.meetingWeeks === 0 && s.attendanceWeeks === 0) return 'There are no earlier weeks to compare with yet.';
  const weeks = (n: number) => (n === 1 ? 'the week' : `the ${n} weeks`);
  const over =
    s.meetingWeeks === EARLIER_WEEKS
      ? `Compared with the average of the ${EARLIER_WEEKS} weeks before.`
      : s.meetingWeeks === 0
        ? `The chapter did not meet in the ${EARLIER_WEEKS} weeks before, so only attendance is compared.`
        : `Compared with the average of ${weeks(s.meetingWeeks)} the chapter met in among the ${EARLIER_WEEKS} before.`;
  if (s.attendanceWeeks === s.meetingWeeks || s.meetingWeeks === 0) return over;
  if (s.attendanceWeeks === 0)
    return `${over} No attendance was recorded in those weeks, so attendance is not compared.`;
  return `${over} Attendance is compared with ${weeks(s.attendanceWeeks)} with attendance recorded.`;
}

interface Line {
  label: string;
  value: string;
  average: string | undefined;
  arrow: ReturnType<typeof trend> | undefined;
  colour: string;
}

const COLOURS = { good: '#15803d', bad: '#b91c1c', neutral: '#6b7280' };

function line(row: Row, s: WeeklySummary): Line {
  const value = s.values[row.key];
  const avg = s.averages[row.key];
  const show = (n: number) => (row.key === 'tyfcbCents' ? formatCents(n, s.currency, TEXT_LOCALE) : formatCount(n));
  if (avg === null) return { label: row.label, value: show(value), average: undefined, arrow: undefined, colour: '' };
  const arrow = trend(value, avg);
  const good = arrow === '▲' ? 'up' : arrow === '▼' ? 'down' : 'level';
  const colour =
    row.better === 'neither' || good === 'level' ? COLOURS.neutral : good === row.better ? COLOURS.good : COLOURS.bad;
  return { label: row.label, value: show(value), average: show(avg), arrow, colour };
}

function sections(s: WeeklySummary) {
  return SECTIONS.map((section) => ({
    title: section.title === 'Thanks for closed business' ? `${section.title} (${s.currency})` : section.title,
    empty: section.attendance && !s.recorded,
    lines: section.rows.map((row) => line(row, s)),
  }));
}

function textPart(input: SummaryEmailInput, heading: string, links: { report: string; record: string }): string {
  const { summary: s } = input;
  const out = [`Hello ${input.recipientName},`, '', heading, comparisonNote(s), ''];
  for (const section of sections(s)) {
    out.push(section.title.toUpperCase());
    if (section.empty) out.push(NO_ATTENDANCE, `Record it: ${links.record}`);
    else
      for (const l of section.lines)
        out.push(`${l.label}: ${l.value}${l.average === undefined ? '' : ` (average ${l.average} ${l.arrow})`}`);
    out.push('');
  }
  out.push('The PALMS report for the week:', links.report, '');
  out.push(
    'You receive this as a leader who records attendance. Turn it off in Settings → Notifications → Weekly summary:',
    `${input.appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`,
  );
  return out.join('\n');
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const CELL = 'padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:15px;line-height:1.4';

function htmlPart(input: SummaryEmailInput, heading: string, links: { report: string; record: string }): string {
  const { summary: s } = input;
  const e = escapeHtml;
  const rows = sections(s)
    .map((section) => {
      const body = section.empty
        ? `<tr><td colspan="3" style="${CELL};color:#6b7280">${e(NO_ATTENDANCE)} <a href="${e(links.record)}" style="color:#4338ca">Record it</a></td></tr>`
        : section.lines
            .map(
              (l) =>
                `<tr><td width="44%" style="${CELL}">${e(l.label)}</td>` +
                `<td width="24%" align="right" style="${CELL};font-weight:600;white-space:nowrap;padding-left:8px">${e(l.value)}</td>` +
                `<td width="32%" align="right" style="${CELL};font-size:13px;color:#6b7280;white-space:nowrap;padding-left:8px">${
                  l.average === undefined
                    ? ''
                    : `avg ${e(l.average)} <span style="color:${l.colour};font-size:15px">${l.arrow}</span>`
                }</td></tr>`,
            )
            .join('');
      return (
        `<tr><td style="padding:12px 20px 0"><h2 style="margin:0 0 4px;font-size:15px;color:#111827">${e(section.title)}</h2>` +
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${body}</table></td></tr>`
      );
    })
    .join('');
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${e(heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;color:#111827;${FONT}">`,
    `<tr><td style="padding:20px 20px 0"><p style="margin:0 0 4px;font-size:13px;color:#6b7280">Weekly summary</p>`,
    `<h1 style="margin:0;font-size:20px;line-height:1.3">${e(input.groupName)}</h1>`,
    `<p style="margin:8px 0 0;font-size:15px;line-height:1.5">Hello ${e(input.recipientName)},</p>`,
    `<p style="margin:8px 0 0;font-size:15px;line-height:1.5">${e(heading)}</p>`,
    `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:#6b7280">${e(comparisonNote(s))}</p></td></tr>`,
    rows,
    '<tr><td style="padding:20px">',
    '<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:#4338ca">',
    `<a href="${e(links.report)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">Open the week's PALMS report</a>`,
    '</td></tr></table>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#6b7280">You receive this as a leader who records attendance. <a href="${e(`${input.appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`)}" style="color:#6b7280">Turn it off in Settings</a>.</p>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\n');
}

/** The e-mail to one leader. */
export function weeklySummaryEmail(input: SummaryEmailInput): { subject: string; text: string; html: string } {
  const { summary: s, meeting } = input;
  const week = `${formatDay(s.week.from)} – ${formatDay(s.week.to)}`;
  const heading = `The week of ${week}, ending with ${meeting.title} on ${formatMeetingTime(meeting.starts_at, input.timezone)}.`;
  const links = {
    report: reportLink(input.appUrl, s),
    record: `${input.appUrl}${webPath(webPaths.meetingAttendance, { meetingId: meeting.id })}`,
  };
  return {
    subject: `Weekly summary: ${input.groupName}, week to ${formatDay(s.week.to)}`,
    text: textPart(input, heading, links),
    html: htmlPart(input, heading, links),
  };
}
