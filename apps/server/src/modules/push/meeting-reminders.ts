import { formatClockTime } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import type { PushPayload } from '@chapter/shared/push.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { AppContext } from '../../lib/context.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { addLocalDays, localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { claimReminder, selectMembersToRemind, selectUpcomingMeetings } from './meeting-reminders.repository.ts';
import { pushText } from './messages.ts';
import type { PushService } from './push.service.ts';

const HOUR_MS = 3_600_000;
/** The evening reminder goes at this local time the day before. */
const EVENING = '18:00';

type Kind = 'evening' | 'hour';
interface Meeting {
  id: number;
  title: string;
  starts_at: string;
  timezone: string;
  location: string | null;
}

/** 18:00 the day before the meeting, in the meeting's zone: when the evening reminders (push and e-mail) go. */
export function eveningBefore(meeting: Pick<Meeting, 'starts_at' | 'timezone'>): Date {
  const start = new Date(meeting.starts_at);
  return zonedToUtc(addLocalDays(localParts(start, meeting.timezone).date, -1), EVENING, meeting.timezone);
}

/** Which reminder is due now: the evening one from 18:00 the day before until the hour one takes over. */
function dueReminder(meeting: Pick<Meeting, 'starts_at' | 'timezone'>, now: Date): Kind | undefined {
  const start = new Date(meeting.starts_at);
  const hourBefore = new Date(start.getTime() - HOUR_MS);
  const evening = eveningBefore(meeting);
  if (now >= hourBefore && now < start) return 'hour';
  if (now >= evening && now < hourBefore) return 'evening';
  return undefined;
}

/** The reminder in `language`, its time in that language's form (docs/i18n.md "The server's texts"). */
function reminder(meeting: Meeting, kind: Kind, language: LanguageCode): PushPayload {
  const time = formatClockTime(meeting.starts_at, meeting.timezone, formatLocaleOf(language));
  return {
    title: pushText(language, 'reminderTitle', { kind, title: meeting.title }),
    body: meeting.location ? pushText(language, 'reminderBody', { time, location: meeting.location }) : time,
    url: webPath(webPaths.meeting, { meetingId: meeting.id }),
    tag: `meeting-${meeting.id}`,
  };
}

/**
 * Meeting reminders by push (docs/installable-app.md): the evening before (18:00 in the meeting's zone) and one
 * hour before, to the group's members who have not declined. Every process checks every few minutes; the one that
 * claims a reminder in the database sends it, so each goes once.
 */
export class MeetingReminders {
  constructor(
    private readonly ctx: AppContext,
    private readonly push: PushService,
  ) {}

  /** Sends the reminders due now; returns how many members were sent one. */
  async sendDue(): Promise<number> {
    const now = this.ctx.clock.now();
    let sent = 0;
    for (const meeting of await selectUpcomingMeetings(this.ctx.db, now, new Date(now.getTime() + 36 * HOUR_MS))) {
      const kind = dueReminder(meeting, now);
      if (!kind || !(await claimReminder(this.ctx.db, meeting.id, kind, now))) continue;
      // Each member's language, else the chapter's; one payload per language.
      const payloads = new Map<LanguageCode, PushPayload>();
      for (const member of await selectMembersToRemind(this.ctx.db, meeting.group_id, meeting.id)) {
        const language = textLanguage(member.preferred_language, meeting.group_language);
        let payload = payloads.get(language);
        if (!payload) {
          payload = reminder(meeting, kind, language);
          payloads.set(language, payload);
        }
        if ((await this.push.notify(member.id, payload)) > 0) sent++;
      }
    }
    return sent;
  }
}
