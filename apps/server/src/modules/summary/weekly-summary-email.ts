import { formatCents, formatInstant, formatNumber } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { escapeHtml } from '../../lib/email-html.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { formatMeetingTime } from '../meetings/meeting-emails.ts';
import { summaryText } from './messages.ts';
import { EARLIER_WEEKS, type SummaryKey, type WeeklySummary } from './weekly-figures.ts';

/**
 * The weekly summary e-mail (docs/product-rules.md "Weekly summary"): a plain-text part and a table-based HTML part
 * with inline styles that reads on a phone, in the colours of lib/email-html.ts (whose blocks have no
 * three-column figures table with coloured arrows, hence its own markup). Every name in the HTML part is escaped.
 * Its words are in the leader's language, else the chapter's (docs/i18n.md "The server's texts"), and so are its
 * dates, counts and amounts.
 */

type Key = Parameters<typeof summaryText>[1];
type Text = (key: Key, values?: Record<string, unknown>) => string;

interface SummaryEmailInput {
  appUrl: string;
  recipientName: string;
  groupName: string;
  meeting: { id: number; title: string; starts_at: string };
  /** The group's time zone: the meeting's time is written in it. */
  timezone: string;
  summary: WeeklySummary;
  /** The leader's language (textLanguage). */
  language: LanguageCode;
}

/** The words and the figures' locale of one e-mail. */
interface Words {
  t: Text;
  locale: string;
}

/** Which way is good news for a figure (colours the HTML arrow; neutral ones stay grey). */
type Better = 'up' | 'down' | 'neither';
interface Row {
  key: SummaryKey;
  label: Key;
  better: Better;
}
interface Section {
  title: Key;
  rows: Row[];
  attendance?: true;
}

const SECTIONS: Section[] = [
  {
    title: 'sectionAttendance',
    attendance: true,
    rows: [
      { key: 'present', label: 'present', better: 'up' },
      { key: 'late', label: 'late', better: 'down' },
      { key: 'absent', label: 'absent', better: 'down' },
      { key: 'medical', label: 'medical', better: 'neither' },
      { key: 'substitute', label: 'substitute', better: 'neither' },
    ],
  },
  { title: 'sectionVisitors', rows: [{ key: 'visitors', label: 'checkedIn', better: 'up' }] },
  {
    title: 'sectionReferrals',
    rows: [
      { key: 'referralsInside', label: 'inside', better: 'up' },
      { key: 'referralsOutside', label: 'outside', better: 'up' },
      { key: 'referralsFollowedUp', label: 'followedUp', better: 'up' },
      { key: 'referralsWon', label: 'won', better: 'up' },
    ],
  },
  {
    title: 'sectionTyfcb',
    rows: [{ key: 'tyfcbCents', label: 'total', better: 'up' }],
  },
];

/** A count or average with one decimal where needed: 4, 4.3 (4,3 in German). */
function formatCount(n: number, locale: string): string {
  const rounded = Math.round(n * 10) / 10;
  return formatNumber(rounded, locale, { maximumFractionDigits: 1, useGrouping: false });
}

/** ▲ above the earlier weeks' average, ▼ below it, = level with it. */
function trend(value: number, avg: number): '▲' | '▼' | '=' {
  if (Math.abs(value - avg) < 1e-9) return '=';
  return value > avg ? '▲' : '▼';
}

/** "Tue, Feb 24" for a local date (a calendar date, so no zone shifts it). */
function formatDay(date: string, locale: string): string {
  return formatInstant(`${date}T12:00:00Z`, 'UTC', { weekday: 'short', month: 'short', day: 'numeric' }, locale);
}

/** The PALMS report screen for the week's local dates. */
function reportLink(appUrl: string, summary: WeeklySummary): string {
  return `${appUrl}${webPath(webPaths.adminAttendance, { from: summary.week.from, to: summary.week.to })}`;
}

/** What the averages are taken over. */
function comparisonNote(s: WeeklySummary, t: Text): string {
  if (s.meetingWeeks === 0 && s.attendanceWeeks === 0) return t('noEarlierWeeks');
  const weeks = EARLIER_WEEKS;
  const over =
    s.meetingWeeks === EARLIER_WEEKS
      ? t('comparedWithAll', { weeks })
      : s.meetingWeeks === 0
        ? t('comparedNoMeetings', { weeks })
        : t('comparedWithMet', { met: s.meetingWeeks, weeks });
  if (s.attendanceWeeks === s.meetingWeeks || s.meetingWeeks === 0) return over;
  if (s.attendanceWeeks === 0) return `${over} ${t('noAttendanceEarlier')}`;
  return `${over} ${t('attendanceComparedWith', { recorded: s.attendanceWeeks })}`;
}

interface Line {
  label: string;
  value: string;
  average: string | undefined;
  arrow: ReturnType<typeof trend> | undefined;
  colour: string;
}

const COLOURS = { good: '#15803d', bad: '#b91c1c', neutral: '#6b7280' };

function line(row: Row, s: WeeklySummary, { t, locale }: Words): Line {
  const value = s.values[row.key];
  const avg = s.averages[row.key];
  const show = (n: number) => (row.key === 'tyfcbCents' ? formatCents(n, s.currency, locale) : formatCount(n, locale));
  const label = t(row.label);
  if (avg === null) return { label, value: show(value), average: undefined, arrow: undefined, colour: '' };
  const arrow = trend(value, avg);
  const good = arrow === '▲' ? 'up' : arrow === '▼' ? 'down' : 'level';
  const colour =
    row.better === 'neither' || good === 'level' ? COLOURS.neutral : good === row.better ? COLOURS.good : COLOURS.bad;
  return { label, value: show(value), average: show(avg), arrow, colour };
}

function sections(s: WeeklySummary, words: Words) {
  return SECTIONS.map((section) => ({
    title: words.t(section.title, { currency: s.currency }),
    empty: section.attendance && !s.recorded,
    lines: section.rows.map((row) => line(row, s, words)),
  }));
}

function textPart(
  input: SummaryEmailInput,
  words: Words,
  heading: string,
  links: { report: string; record: string },
): string {
  const { summary: s } = input;
  const { t, locale } = words;
  const out = [t('hello', { name: input.recipientName }), '', heading, comparisonNote(s, t), ''];
  for (const section of sections(s, words)) {
    out.push(section.title.toLocaleUpperCase(locale));
    if (section.empty) out.push(t('noAttendance'), `${t('recordIt')}: ${links.record}`);
    else
      for (const l of section.lines)
        out.push(
          `${l.label}: ${l.value}${l.average === undefined ? '' : ` (${t('average', { value: l.average })} ${l.arrow})`}`,
        );
    out.push('');
  }
  out.push(t('reportForWeek'), links.report, '');
  out.push(t('whyText'), `${input.appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`);
  return out.join('\n');
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const CELL = 'padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:15px;line-height:1.4';

function htmlPart(
  input: SummaryEmailInput,
  words: Words,
  heading: string,
  links: { report: string; record: string },
): string {
  const { summary: s } = input;
  const { t } = words;
  const e = escapeHtml;
  const rows = sections(s, words)
    .map((section) => {
      const body = section.empty
        ? `<tr><td colspan="3" style="${CELL};color:#6b7280">${e(t('noAttendance'))} <a href="${e(links.record)}" style="color:#4338ca">${e(t('recordIt'))}</a></td></tr>`
        : section.lines
            .map(
              (l) =>
                `<tr><td width="44%" style="${CELL}">${e(l.label)}</td>` +
                `<td width="24%" align="right" style="${CELL};font-weight:600;white-space:nowrap;padding-left:8px">${e(l.value)}</td>` +
                `<td width="32%" align="right" style="${CELL};font-size:13px;color:#6b7280;white-space:nowrap;padding-left:8px">${
                  l.average === undefined
                    ? ''
                    : `${e(t('averageShort', { value: l.average }))} <span style="color:${l.colour};font-size:15px">${l.arrow}</span>`
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
    `<tr><td style="padding:20px 20px 0"><p style="margin:0 0 4px;font-size:13px;color:#6b7280">${e(t('weeklySummary'))}</p>`,
    `<h1 style="margin:0;font-size:20px;line-height:1.3">${e(input.groupName)}</h1>`,
    `<p style="margin:8px 0 0;font-size:15px;line-height:1.5">${e(t('hello', { name: input.recipientName }))}</p>`,
    `<p style="margin:8px 0 0;font-size:15px;line-height:1.5">${e(heading)}</p>`,
    `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:#6b7280">${e(comparisonNote(s, t))}</p></td></tr>`,
    rows,
    '<tr><td style="padding:20px">',
    '<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:#4338ca">',
    `<a href="${e(links.report)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${t('openReport')}</a>`,
    '</td></tr></table>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#6b7280">${t('whyHtml', { turnOff: `<a href="${e(`${input.appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`)}" style="color:#6b7280">${e(t('turnOff'))}</a>` })}</p>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\n');
}

/** The e-mail to one leader. */
export function weeklySummaryEmail(input: SummaryEmailInput): { subject: string; text: string; html: string } {
  const { summary: s, meeting, language } = input;
  const locale = formatLocaleOf(language);
  const words: Words = { t: (key, values) => summaryText(language, key, values), locale };
  const { t } = words;
  const week = `${formatDay(s.week.from, locale)} – ${formatDay(s.week.to, locale)}`;
  const heading = t('heading', {
    week,
    title: meeting.title,
    when: formatMeetingTime(meeting.starts_at, input.timezone, locale),
  });
  const links = {
    report: reportLink(input.appUrl, s),
    record: `${input.appUrl}${webPath(webPaths.meetingAttendance, { meetingId: meeting.id })}`,
  };
  return {
    subject: t('subject', { group: input.groupName, day: formatDay(s.week.to, locale) }),
    text: textPart(input, words, heading, links),
    html: htmlPart(input, words, heading, links),
  };
}
