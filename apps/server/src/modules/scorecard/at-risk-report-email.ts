import { formatDay, formatList, formatMoney } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import type { AtRiskMember } from '@chapter/shared/scorecard-warnings.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { type EmailBlock, emailParts } from '../../lib/email-html.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { atRiskReportText } from './messages.ts';

interface ReportInput {
  appUrl: string;
  recipientName: string;
  groupName: string;
  members: readonly AtRiskMember[];
  language: LanguageCode;
}

/**
 * The weekly at-risk report (docs/chapter-rules.md "The weekly report"): the at-risk list's rows, each member's
 * lines as the screen says them, in the leader's language. Days are calendar days in the chapter's zone.
 */
export function atRiskReportEmail(input: ReportInput) {
  const { language, groupName } = input;
  const t = (key: Parameters<typeof atRiskReportText>[1], values?: Record<string, unknown>) =>
    atRiskReportText(language, key, values);
  const locale = formatLocaleOf(language);
  const day = (d: string) => formatDay(d, 'long', locale);
  const blocks: EmailBlock[] = [
    { paragraph: t('intro', { name: input.recipientName }) },
    {
      details: input.members.map((row): [string, string] => [row.member.name, memberLines(row, t, day, locale)]),
    },
    { button: { label: t('open'), url: `${input.appUrl}${webPaths.adminAtRisk}` } },
    { note: t('why') },
  ];
  const heading = t('heading', { group: groupName });
  return { subject: t('subject', { group: groupName, count: input.members.length }), ...emailParts(heading, blocks) };
}

type Text = (key: Parameters<typeof atRiskReportText>[1], values?: Record<string, unknown>) => string;

function memberLines(row: AtRiskMember, t: Text, day: (d: string) => string, locale: string): string {
  const lines: string[] = [];
  if (row.review) {
    lines.push(
      row.review.allowed === null
        ? t('reviewRule')
        : t('review', { absences: row.review.absences, allowed: row.review.allowed }),
    );
  }
  const a = row.attendance;
  if (a) {
    const counts = { absences: a.absences, allowed: a.allowed };
    lines.push(a.meeting ? t('attendanceMeeting', { ...counts, meeting: day(a.meeting) }) : t('attendance', counts));
    if (a.leavesOn) lines.push(t('relief', { leavesOn: day(a.leavesOn) }));
  }
  const f = row.forecast;
  if (f) {
    lines.push(t('forecast', { on: day(f.on), now: f.colourNow, later: f.colourThen }));
    if (!f.actions) lines.push(t('noKeep'));
    else if (f.actions.length > 0) {
      const actions = f.actions.map((x) =>
        t('action', { part: x.part, extra: x.extra, amount: formatMoney(x.extra, f.currency, locale) }),
      );
      lines.push(t('keep', { by: day(f.by), actions: formatList(actions, locale) }));
    }
  }
  return lines.join('\n');
}
