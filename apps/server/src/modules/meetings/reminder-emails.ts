import { formatClockTime } from '@chapter/shared/format';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { AppContext } from '../../lib/context.ts';
import { emailParts } from '../../lib/email-html.ts';
import { TEXT_LOCALE } from '../../lib/text-locale.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { eveningBefore } from '../push/meeting-reminders.ts';
import { meetingIcsAttachment } from './ics.ts';
import { formatMeetingTime } from './meeting-emails.ts';
import { claimReminderEmail, selectMeetingsToRemind, selectMembersToEmail } from './reminder-emails.repository.ts';

const HOUR_MS = 3_600_000;

type Meeting = Awaited<ReturnType<typeof selectMeetingsToRemind>>[number];

/** "7:00 AM" in the meeting's zone. */
const clockTime = (m: Meeting) => formatClockTime(m.starts_at, m.timezone, TEXT_LOCALE);

/**
 * The reminder's words (HTML and plain text from one content): what, when in the meeting's zone, where, a link to
 * the meeting, and how to stop these e-mails. "Today" once the meeting's own day has begun, "Tomorrow" before.
 */
function reminderEmail(m: Meeting, memberName: string, appUrl: string, now: Date) {
  const sameDay = localParts(now, m.timezone).date === localParts(new Date(m.starts_at), m.timezone).date;
  const day = sameDay ? 'Today' : 'Tomorrow';
  const meetingUrl = `${appUrl}${webPath(webPaths.meeting, { meetingId: m.id })}`;
  return {
    subject: `${day} at ${clockTime(m)}: ${m.title}`,
    ...emailParts(`${day}: ${m.title}`, [
      { paragraph: `Hello ${memberName},` },
      { paragraph: `A reminder that ${m.group_name} meets ${day.toLowerCase()}.` },
      {
        details: [
          ['Meeting', m.title],
          ['When', formatMeetingTime(m.starts_at, m.timezone)],
          ...(m.location ? [['Where', m.location] as [string, string]] : []),
          ...(m.online_link ? [['Online', m.online_link] as [string, string]] : []),
        ],
      },
      { button: { label: 'Open the meeting', url: meetingUrl } },
      { paragraph: 'Can\'t come after all? Answer "Not Attending" on the meeting\'s page so the chapter knows.' },
      {
        note:
          'The attached calendar file adds the meeting to your calendar. You get this e-mail because meeting ' +
          'reminders are on in Settings → Notifications → E-mail → Meeting reminders; turn them off there: ' +
          `${appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`,
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
      const ics = meetingIcsAttachment(meeting, config.appUrl, now);
      for (const member of members) {
        await db.transaction().execute(async (trx) => {
          const claim = { meetingId: meeting.id, userId: member.id, startsAt: meeting.starts_at };
          if (!(await claimReminderEmail(trx, claim, now))) return;
          await mail.enqueue(trx, {
            to: member.email,
            ...reminderEmail(meeting, member.name, config.appUrl, now),
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
