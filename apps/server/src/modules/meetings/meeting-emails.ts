import { formatInstant } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import { formatLocaleOf, TEXT_LOCALE } from '../../lib/text-locale.ts';
import { meetingsText } from './messages.ts';

/** Texts of the e-mails about meetings; times are written in the meeting's own time zone. */

interface MeetingInfo {
  title: string;
  starts_at: string;
  timezone: string;
  location: string | null;
  online_link: string | null;
}

/** "Wednesday, December 2, 2026 at 7:00 AM EST", in `locale`'s words (English's by default). */
export function formatMeetingTime(startsAt: string, timezone: string, locale: string = TEXT_LOCALE): string {
  return formatInstant(
    startsAt,
    timezone,
    {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    locale,
  );
}

type Key = Parameters<typeof meetingsText>[1];
const textIn = (language: LanguageCode) => (key: Key, values?: Record<string, unknown>) =>
  meetingsText(language, key, values);

function where(m: MeetingInfo, t: ReturnType<typeof textIn>): string {
  return [m.location && `${t('where')}: ${m.location}`, m.online_link && `${t('online')}: ${m.online_link}`]
    .filter(Boolean)
    .join('\n');
}

/** To the members of a cancelled meeting, each in their language (docs/i18n.md "The server's texts"). */
export function cancelledEmail(m: MeetingInfo, reason: string | null, language: LanguageCode) {
  const t = textIn(language);
  const when = formatMeetingTime(m.starts_at, m.timezone, formatLocaleOf(language));
  return {
    subject: t('cancelledSubject', { title: m.title }),
    text: `${t('cancelledBody', { title: m.title, when })}${reason ? `\n\n${t('reason', { reason })}` : ''}`,
  };
}

/** To the substitute once a leader approves: everything needed to turn up, in their language. */
export function substituteEmail(
  m: MeetingInfo,
  memberName: string,
  substituteName: string,
  appUrl: string,
  language: LanguageCode,
) {
  const t = textIn(language);
  const when = formatMeetingTime(m.starts_at, m.timezone, formatLocaleOf(language));
  return {
    subject: t('substituteSubject', { member: memberName, title: m.title }),
    text: `${t('hello', { name: substituteName })}\n\n${t('substituteNamed', { member: memberName })}\n\n${m.title}\n${t('when')}: ${when}\n${where(m, t)}\n\n${t('substituteArrive', { member: memberName })}\n\n${appUrl}`,
  };
}

/** To the member who named a substitute: the leaders' decision, in their language. */
export function substitutionDecidedEmail(
  m: Pick<MeetingInfo, 'title' | 'starts_at' | 'timezone'>,
  substituteName: string,
  decision: { approved: true } | { approved: false; reason: string },
  language: LanguageCode,
) {
  const t = textIn(language);
  const values = {
    title: m.title,
    substitute: substituteName,
    when: formatMeetingTime(m.starts_at, m.timezone, formatLocaleOf(language)),
  };
  if (decision.approved) {
    return { subject: t('substituteApprovedSubject', values), text: t('substituteApprovedBody', values) };
  }
  return {
    subject: t('substituteRejectedSubject', values),
    text: `${t('substituteRejectedBody', values)}\n\n${t('reason', { reason: decision.reason })}`,
  };
}
