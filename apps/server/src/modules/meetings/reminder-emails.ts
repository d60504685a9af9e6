import { formatClockTime } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { AppContext } from '../../lib/context.ts';
import { emailParts } from '../../lib/email-html.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { eveningBefore } from '../push/meeting-reminders.ts';
import { meetingIcsAttachment } from './ics.ts';
import { formatMeetingTime } from './meeting-emails.ts';
import { meetingsText } from './messages.ts';
import { claimReminderEmail, selectMeetingsToRemind, selectMembersToEmail } from './reminder-emails.repository.ts';

const HOUR_MS = 3_600_000;

type Meeting = Awaited<ReturnType<typeof selectMeetingsToRemind>>[number];

type Member = Awaited<ReturnType<typeof selectMembersToEmail>>[number];

/**
 * The reminder's words (HTML and plain text from one content), in the member's language, else the chapter's
 * (docs/i18n.md): what, when in the meeting's zone, where, a link to the meeting, and how to stop these e-mails.
 * "Today" once the meeting's own day has begun, "Tomorrow" before.
 */
function reminderEmail(m: Meeting, member: Member, appUrl: string, now: Date) {
  const language = textLanguage(member.preferred_language, m.group_language);
  const locale = formatLocaleOf(language);
  const t = (key: Parameters<typeof meetingsText>[1], values?: Record<string, unknown>) =>
    meetingsText(language, key, values);
  const sameDay = localParts(now, m.timezone).date === localParts(new Date(m.starts_at), m.timezone).date;
  const day = sameDay ? 'today' : 'tomorrow';
  const meetingUrl = `${appUrl}${webPath(webPaths.meeting, { meetingId: m.id })}`;
  const time = formatClockTime(m.starts_at, m.timezone, locale);
  return {
    subject: t('reminderSubject', { day, time, title: m.title }),
    ...emailParts(t('reminderHeading', { day, title: m.title }), [
      { paragraph: t('hello', { name: member.name }) },
      { paragraph: t('reminderLead', { group: m.group_name, day }) },
      {
        details: [
          [t('meeting'), m.title],
          [t('when'), formatMeetingTime(m.starts_at, m.timezone, locale)],
          ...(m.location ? [[t('where'), m.location] as [string, string]] : []),
          ...(m.online_link ? [[t('online'), m.online_link] as [string, string]] : []),
        ],
      },
      { button: { label: t('openMeeting'), url: meetingUrl } },
      { paragraph: t('reminderCantCome') },
      {
        note: t('reminderWhy', {
          settingsUrl: `${appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`,
        }),
      },
    ]),
  };
}

/**
 * The meeting-reminder e-mail (docs/installable-app.md "Meeting reminders by e-mail"): from 18:00 the evening
 * before (in the meeting's zone) until an hour before it, each member who has not declined and whose "Meeting
 * reminders" e-mail setting is on gets one e-mail with the meeting's .ics, through the outbox. The setting is
 * separate from push: a member may have both, either or neither. Every process runs it every few minutes; the
 * claim row per member, meeting and start, written in the transaction that writes the e-mail, makes each e-mail
 * once (and a meeting moved after its reminder is reminded of again at its new time).
 */
export class MeetingReminderEmails {
  constructor(private readonly ctx: AppContext) {}

  /** Writes the e-mails due now to the outbox; returns how many. */
  async sendDue(): Promise<number> {
    const { db, clock, config, mail } = this.ctx;
    const now = clock.now();
    let sent = 0;
    for (const meeting of await selectMeetingsToRemind(db, now, new Date(now.getTime() + 36 * HOUR_MS))) {
      // Within the last hour the e-mail would come too late to plan by: the push "In one hour" covers it.
      if (now < eveningBefore(meeting) || now >= new Date(new Date(meeting.starts_at).getTime() - HOUR_MS)) continue;
      const members = await selectMembersToEmail(db, meeting.group_id, meeting.id, meeting.starts_at);
      if (members.length === 0) continue;
      // One .ics per language spoken among them, its labels in that language.
      const icsIn = new Map<LanguageCode, ReturnType<typeof meetingIcsAttachment>>();
      for (const member of members) {
        const language = textLanguage(member.preferred_language, meeting.group_language);
        const ics = icsIn.get(language) ?? meetingIcsAttachment(meeting, config.appUrl, now, language);
        icsIn.set(language, ics);
        await db.transaction().execute(async (trx) => {
          const claim = { meetingId: meeting.id, userId: member.id, startsAt: meeting.starts_at };
          if (!(await claimReminderEmail(trx, claim, now))) return;
          await mail.enqueue(trx, {
            to: member.email,
            ...reminderEmail(meeting, member, config.appUrl, now),
            attachments: [ics],
          });
          sent++;
        });
      }
    }
    if (sent > 0) mail.flush();
    return sent;
  }
}
