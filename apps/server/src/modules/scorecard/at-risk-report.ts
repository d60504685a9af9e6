import { COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import type { Selectable } from 'kysely';
import type { GroupTable } from '../../db/schema.ts';
import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { claimJobRun, finishJobRun, selectClaimedPeriods } from '../../lib/scheduler.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { leadersToEmail } from '../activity/leader-recipients.ts';
import { chapterAtRisk } from './at-risk.ts';
import { atRiskReportEmail } from './at-risk-report-email.ts';
import { selectActiveGroups } from './scorecard.repository.ts';

const JOB = 'at-risk-report';
/** Those who see the at-risk list (GET /api/scorecard/at-risk) receive it: leaders and the committee's seats. */
const PERMISSION = ['manage_members', COMMITTEE_PERMISSION];
const SETTING = 'notifications.emailAtRiskReport';
/** The report goes out from Monday at this hour in the chapter's zone. */
const FROM_HOUR = '07:00';

type Group = Selectable<GroupTable>;

/**
 * The chapter's week in its zone, named by its Monday ('2026-03-02'); null on Monday before FROM_HOUR, when the
 * week's report is not due yet.
 */
export function reportWeek(now: Date, timeZone: string): string | null {
  const local = localParts(now, timeZone);
  if (local.weekday === 1 && local.time < FROM_HOUR) return null;
  const back = (local.weekday + 6) % 7;
  const monday = new Date(Date.parse(`${local.date}T00:00:00Z`) - back * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/**
 * The weekly at-risk report (docs/chapter-rules.md "The weekly report"): once a week per chapter, the at-risk list
 * by e-mail to the leaders who manage its members and the membership committee's seat holders. Every process checks hourly; the chapter's week is claimed in
 * job_runs in the transaction that writes the e-mails to the outbox, so it goes once however many processes run,
 * and a process that dies half-way leaves it to the next run. A week with nobody at risk sends nothing.
 */
export class AtRiskReports {
  constructor(private readonly ctx: AppContext) {}

  async sendDue(): Promise<number> {
    const { db, clock, mail, log } = this.ctx;
    const now = clock.now();
    const groups = await selectActiveGroups(db);
    const due = groups.flatMap((group) => {
      const week = reportWeek(now, group.timezone);
      return week ? [{ group, period: `group:${group.id}:${week}` }] : [];
    });
    const claimed = await selectClaimedPeriods(
      db,
      JOB,
      due.map((d) => d.period),
    );
    let sent = 0;
    for (const { group, period } of due) {
      if (claimed.has(period)) continue;
      try {
        sent += await this.report(group, period, now);
      } catch (err) {
        // One chapter's failure (retried at the next run) must not hold back the others.
        log.error({ err, job: JOB, groupId: group.id }, 'at-risk report failed');
      }
    }
    if (sent > 0) mail.flush();
    return sent;
  }

  private async report(group: Group, period: string, now: Date): Promise<number> {
    const { db, config, clock, mail } = this.ctx;
    const [members, leaders] = await Promise.all([
      chapterAtRisk(db, now, group),
      leadersToEmail(db, group.id, PERMISSION, SETTING),
    ]);
    const recipients = members.length > 0 ? leaders : [];
    return db.transaction().execute(async (trx) => {
      const at = toStamp(clock.now());
      // The loser of a race (another process, or an overlapping run) sends nothing.
      if (!(await claimJobRun(trx, JOB, period, at))) return 0;
      for (const leader of recipients) {
        const email = atRiskReportEmail({
          appUrl: config.appUrl,
          recipientName: leader.name,
          groupName: group.name,
          members,
          language: leader.language,
        });
        await mail.enqueue(trx, { to: leader.email, ...email });
      }
      const result =
        members.length === 0 ? 'nobody at risk' : recipients.length > 0 ? `sent ${recipients.length}` : 'no recipients';
      await finishJobRun(trx, JOB, period, at, result);
      return recipients.length;
    });
  }
}
