import { RENEWAL_REMINDER_DAYS } from '@chapter/shared/lifecycle.schemas';
import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { claimJobRun, finishJobRun } from '../../lib/scheduler.ts';
import { reminderEmail } from './renewal-emails.ts';
import { recordReminder, selectReminderBatch } from './renewals.repository.ts';

const REMINDER_JOB = 'renewal-reminders';
const BATCH = 200;

/**
 * Renewal reminder e-mails 30 and 7 days before the due date. A run is claimed per hour (job_runs), so with
 * several processes one of them runs it; each reminder is also recorded under a primary key with its e-mail in
 * one transaction, so even overlapping runs never send one twice, and a run missed while no server was up
 * catches up at the next one.
 */
export class RenewalReminders {
  constructor(private readonly ctx: AppContext) {}

  /** Runs the job unless another process has claimed this hour; returns the e-mails sent, or null when skipped. */
  async runScheduled(): Promise<number | null> {
    const now = this.ctx.clock.now();
    const period = toStamp(now).slice(0, 13);
    if (!(await claimJobRun(this.ctx.db, REMINDER_JOB, period, toStamp(now)))) return null;
    const sent = await this.sendDue();
    await finishJobRun(this.ctx.db, REMINDER_JOB, period, toStamp(this.ctx.clock.now()), `sent ${sent}`);
    return sent;
  }

  /**
   * Sends what is due now. The 30-day reminder covers dues 7–30 days away; within 7 days only the 7-day one
   * goes out, so a member who renews late is not sent both at once.
   */
  async sendDue(): Promise<number> {
    const now = this.ctx.clock.now();
    const [far, near] = [...RENEWAL_REMINDER_DAYS].sort((a, b) => b - a) as [number, number];
    let sent = 0;
    sent += await this.sendWindow(toStamp(addDays(now, near)), toStamp(addDays(now, far)), far);
    sent += await this.sendWindow(toStamp(now), toStamp(addDays(now, near)), near);
    if (sent > 0) this.ctx.mail.flush();
    return sent;
  }

  private async sendWindow(from: string, to: string, daysBefore: number): Promise<number> {
    const { db, config, clock, mail } = this.ctx;
    let sent = 0;
    let after: [string, number] | undefined;
    for (;;) {
      const batch = await selectReminderBatch(db, from, to, daysBefore, after, BATCH);
      for (const m of batch) {
        const due = m.renewal_due as string;
        await db.transaction().execute(async (trx) => {
          const at = toStamp(clock.now());
          if (!(await recordReminder(trx, { membershipId: m.membership_id, renewalDue: due, daysBefore, at }))) return;
          const language = textLanguage(m.preferred_language, m.group_language);
          await mail.enqueue(trx, {
            to: m.email,
            ...reminderEmail(config.appUrl, m.group_name, due, clock.now(), language),
          });
          sent++;
        });
      }
      const last = batch.at(-1);
      if (batch.length < BATCH || !last) return sent;
      after = [last.renewal_due as string, last.membership_id];
    }
  }
}
