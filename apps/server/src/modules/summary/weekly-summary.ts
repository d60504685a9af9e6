import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { claimJobRun, finishJobRun, selectClaimedPeriods } from '../../lib/scheduler.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { leadersToEmail } from '../activity/leader-recipients.ts';
import { weeklySummary } from './weekly-figures.ts';
import { selectEndedMeetings } from './weekly-summary.repository.ts';
import { weeklySummaryEmail } from './weekly-summary-email.ts';

const JOB = 'weekly-summary';
/** Meetings that ended longer ago are never summarised (a first deployment must not mail the whole history). */
const WINDOW_MS = 24 * 3_600_000;
/** The leaders it goes to: those who see the PALMS report (GET /api/attendance/report). */
const PERMISSION = 'record_attendance';
const SETTING = 'notifications.emailWeeklySummary';

type EndedMeeting = Awaited<ReturnType<typeof selectEndedMeetings>>[number];

const periodOf = (meetingId: number) => `meeting:${meetingId}`;

/**
 * The weekly summary e-mail to a group's leaders after each chapter meeting (docs/product-rules.md "Weekly
 * summary"). Every process checks every few minutes; a meeting's summary is claimed in job_runs in the same
 * transaction that writes its e-mails to the outbox, so it goes once however many processes run, and a process
 * that dies half-way leaves it to the next run.
 */
export class WeeklySummaries {
  constructor(private readonly ctx: AppContext) {}

  /** Summarises the meetings that ended in the last 24 hours and have no summary yet; returns the e-mails sent. */
  async sendDue(): Promise<number> {
    const now = this.ctx.clock.now();
    const ended = await selectEndedMeetings(this.ctx.db, toStamp(new Date(now.getTime() - WINDOW_MS)), toStamp(now));
    const claimed = await selectClaimedPeriods(
      this.ctx.db,
      JOB,
      ended.map((m) => periodOf(m.id)),
    );
    let sent = 0;
    for (const meeting of ended) {
      if (claimed.has(periodOf(meeting.id))) continue;
      try {
        sent += await this.summarise(meeting, now);
      } catch (err) {
        // One meeting's failure (and its retry at the next run) must not hold back the others.
        this.ctx.log.error({ err, job: JOB, meetingId: meeting.id }, 'weekly summary failed');
      }
    }
    if (sent > 0) this.ctx.mail.flush();
    return sent;
  }

  private async summarise(meeting: EndedMeeting, now: Date): Promise<number> {
    const { db, config, clock, mail } = this.ctx;
    const day = localParts(new Date(meeting.starts_at), meeting.timezone).date;
    const [summary, recipients] = await Promise.all([
      weeklySummary(db, { id: meeting.group_id, timezone: meeting.timezone }, day, now),
      leadersToEmail(db, meeting.group_id, PERMISSION, SETTING),
    ]);
    const period = periodOf(meeting.id);
    return db.transaction().execute(async (trx) => {
      const at = toStamp(clock.now());
      // The loser of a race (another process, or an overlapping run) sends nothing.
      if (!(await claimJobRun(trx, JOB, period, at))) return 0;
      for (const leader of recipients) {
        const email = weeklySummaryEmail({
          appUrl: config.appUrl,
          recipientName: leader.name,
          groupName: meeting.group_name,
          meeting,
          timezone: meeting.timezone,
          summary,
          language: leader.language,
        });
        await mail.enqueue(trx, { to: leader.email, ...email });
      }
      // A group without leaders (or whose leaders all turned it off) is recorded as such, not retried.
      await finishJobRun(trx, JOB, period, at, recipients.length > 0 ? `sent ${recipients.length}` : 'no recipients');
      return recipients.length;
    });
  }
}
