import { formatInstant } from '@chapter/shared/format';
import { TEXT_LOCALE } from '../../lib/text-locale.ts';

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

function where(m: MeetingInfo): string {
  return [m.location && `Where: ${m.location}`, m.online_link && `Online: ${m.online_link}`].filter(Boolean).join('\n');
}

export function cancelledEmail(m: MeetingInfo, reason: string | null) {
  return {
    subject: `Cancelled: ${m.title}`,
    text: `${m.title} on ${formatMeetingTime(m.starts_at, m.timezone)} is cancelled.${reason ? `\n\nReason: ${reason}` : ''}`,
  };
}

/** To the substitute once a leader approves: everything needed to turn up. */
export function substituteEmail(m: MeetingInfo, memberName: string, substituteName: string, appUrl: string) {
  return {
    subject: `You are substituting for ${memberName}: ${m.title}`,
    text: `Hello ${substituteName},\n\n${memberName} has named you as their substitute and the chapter's leadership approved it.\n\n${m.title}\nWhen: ${formatMeetingTime(m.starts_at, m.timezone)}\n${where(m)}\n\nPlease arrive a few minutes early and introduce yourself at the door as ${memberName}'s substitute.\n\n${appUrl}`,
  };
}
