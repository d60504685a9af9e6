import type { AppContext } from './lib/context.ts';
import type { LastSeen } from './lib/last-seen.ts';
import { type JobObserver, scheduleJob } from './lib/scheduler.ts';
import { ReferralReminders } from './modules/activity/referral-reminders.ts';
import type { AttachmentsService } from './modules/attachments/attachments.service.ts';
import { UnreadMessagesEmail } from './modules/inbox/unread-email.ts';
import { MeetingReminderEmails } from './modules/meetings/reminder-emails.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import { MeetingReminders } from './modules/push/meeting-reminders.ts';
import { PushService } from './modules/push/push.service.ts';
import { RenewalReminders } from './modules/renewals/renewal-reminders.ts';
import { AtRiskReports } from './modules/scorecard/at-risk-report.ts';
import { RotaReminders } from './modules/speaker-rota/rota-reminders.ts';
import { WeeklySummaries } from './modules/summary/weekly-summary.ts';
import { VisitorThankYouEmails } from './modules/visitors/thank-you-emails.ts';
import { BACKUP_JOB, ScheduledBackups } from './ops/scheduled-backups.ts';

interface JobsDeps {
  ctx: AppContext;
  lastSeen: LastSeen;
  notifications: NotificationsService;
  attachments: AttachmentsService;
  /** Runs and failures by job name, when metrics are on (docs/operations.md "Watch"). */
  observe: JobObserver | undefined;
}

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

const MINUTE = 60_000;

/**
 * The app's scheduled work, one table. Each job runs at start and then on its interval; what must happen once across
 * several processes is claimed in the database by the job itself.
 */
function jobs({ ctx, lastSeen, notifications, attachments }: JobsDeps): Job[] {
  const reminders = new RenewalReminders(ctx);
  const unreadEmail = new UnreadMessagesEmail(ctx);
  const meetingReminders = new MeetingReminders(ctx, new PushService(ctx));
  const reminderEmails = new MeetingReminderEmails(ctx);
  const weeklySummaries = new WeeklySummaries(ctx);
  const thankYouEmails = new VisitorThankYouEmails(ctx);
  const referralReminders = new ReferralReminders(ctx, notifications);
  const atRiskReports = new AtRiskReports(ctx);
  const rotaReminders = new RotaReminders(ctx);
  const backups = ctx.config.backups ? new ScheduledBackups(ctx, ctx.config.backups) : undefined;
  return [
    // Each hour's run is claimed, so several processes send each renewal reminder once.
    { name: 'renewal-reminders', everyMs: 60 * MINUTE, run: () => reminders.runScheduled() },
    // Members away for 30 minutes hear of unread messages by e-mail (claimed per conversation a day).
    { name: 'unread-messages-email', everyMs: 5 * MINUTE, run: () => unreadEmail.sendDue() },
    // Members holding a live connection here are online, even without API calls.
    { name: 'last-seen', everyMs: 2 * MINUTE, run: async () => lastSeen.touch(ctx.realtime.connectedUsers()) },
    // Each meeting reminder is claimed, so several processes push it once.
    { name: 'meeting-reminders', everyMs: 5 * MINUTE, run: () => meetingReminders.sendDue() },
    // Apart from push (its own switch, and a push failure must not hold the e-mails back): claimed per member and
    // meeting, so several processes send each member one.
    { name: 'meeting-reminder-emails', everyMs: 5 * MINUTE, run: () => reminderEmails.sendDue() },
    // The feature presenter's reminder the week before (claimed per slot and presenter in job_runs).
    { name: 'speaker-rota-reminders', everyMs: 15 * MINUTE, run: () => rotaReminders.sendDue() },
    // The thank-you to each visitor the day after their visit (claimed per visitor, meeting and kind).
    { name: 'visitor-thank-you-emails', everyMs: 15 * MINUTE, run: () => thankYouEmails.sendDue() },
    // The weekly summary to the leaders of each chapter meeting that has ended (claimed per meeting).
    { name: 'weekly-summary', everyMs: 5 * MINUTE, run: () => weeklySummaries.sendDue() },
    // A referral left without an update for its chapter's number of days reminds its receiver (claimed per referral
    // and per last change, so several processes remind once).
    { name: 'referral-reminders', everyMs: 60 * MINUTE, run: () => referralReminders.sendDue() },
    // The weekly at-risk list to the leaders who manage each chapter's members (claimed per chapter and week).
    { name: 'at-risk-report', everyMs: 60 * MINUTE, run: () => atRiskReports.sendDue() },
    // Each member's notification list is trimmed to its bound (docs/notifications.md).
    { name: 'notifications-trim', everyMs: 60 * MINUTE, run: () => notifications.trim() },
    // Uploads no message took within a day, and the files of deleted messages, are removed.
    { name: 'attachments-cleanup', everyMs: 60 * MINUTE, run: () => attachments.cleanUp() },
    // With BACKUP_DIR: a backup each period, claimed so one process of several makes it; checked every 10 minutes,
    // so a period begun while every process was down still gets its backup soon after a start.
    ...(backups ? [{ name: BACKUP_JOB, everyMs: 10 * MINUTE, run: () => backups.runScheduled() }] : []),
  ];
}

/** Starts every job (each first run awaited, in order, so start-up is deterministic); `stop` waits for them all. */
export async function startJobs(deps: JobsDeps): Promise<{ stop(): Promise<void> }> {
  const started: Array<{ stop(): Promise<void> }> = [];
  for (const job of jobs(deps)) {
    started.push(await scheduleJob(job.name, job.everyMs, job.run, deps.ctx.log, deps.observe));
  }
  return {
    async stop() {
      for (const job of started) await job.stop();
    },
  };
}
