import { formatDay } from '@chapter/shared/format';
import * as webPaths from '@chapter/shared/web-paths';
import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { emailParts } from '../../lib/email-html.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { claimJobRun, finishJobRun, selectClaimedPeriods } from '../../lib/scheduler.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { formatMeetingTime } from '../meetings/meeting-emails.ts';
import { rotaText } from './messages.ts';
import { selectSlotsToRemind, updateSlot } from './speaker-rota.repository.ts';

const ROTA_REMINDER_JOB = 'speaker-rota-reminder';
const WEEK_MS = 7 * 86_400_000;

type Slot = Awaited<ReturnType<typeof selectSlotsToRemind>>[number];

/** Claimed per slot and presenter: a new presenter of the slot is reminded too. */
const periodOf = (s: Slot) => `meeting:${s.meeting_id}:user:${s.user_id}`;

function reminderEmail(s: Slot, appUrl: string) {
  const language = textLanguage(s.preferred_language, s.group_language);
  const locale = formatLocaleOf(language);
  const t = (key: Parameters<typeof rotaText>[1], values?: Record<string, unknown>) => rotaText(language, key, values);
  const day = formatDay(localParts(new Date(s.starts_at), s.timezone).date, 'long', locale);
  const sheetUrl = `${appUrl}${webPaths.speakerRota}?meeting=${s.meeting_id}`;
  return {
    subject: t('reminderSubject', { date: day }),
    ...emailParts(t('reminderHeading'), [
      { paragraph: t('hello', { name: s.name }) },
      {
        paragraph: t('reminderLead', { group: s.group_name, when: formatMeetingTime(s.starts_at, s.timezone, locale) }),
      },
      { details: [[t('topic'), s.topic ?? t('noTopic')]] },
      { paragraph: t('reminderSheet') },
      { button: { label: t('editSheet'), url: sheetUrl } },
      { paragraph: t('reminderCantCome') },
    ]),
  };
}

/** Rolls a reminder's transaction back: the slot's presenter is no longer the one it was read with. */
class PresenterChanged extends Error {}

/**
 * The presenter's reminder the week before (docs/meeting-mode.md "Built so far: the rota"): each presenter whose
 * meeting starts within seven days gets one e-mail, in their language, with a link to their GAINS sheet. Every process
 * runs it every few minutes; the claim in job_runs, made in the transaction that writes the e-mail, sends it once.
 */
export class RotaReminders {
  constructor(private readonly ctx: AppContext) {}

  /** Writes the reminders due now to the outbox; returns how many. */
  async sendDue(): Promise<number> {
    const { db, clock, config, mail } = this.ctx;
    const now = clock.now();
    const due = await selectSlotsToRemind(db, toStamp(now), toStamp(new Date(now.getTime() + WEEK_MS)));
    // A presenter put back on a slot they were reminded of already is not reminded twice.
    const claimed = await selectClaimedPeriods(db, ROTA_REMINDER_JOB, due.map(periodOf));
    let sent = 0;
    for (const slot of due) {
      const at = toStamp(clock.now());
      const period = periodOf(slot);
      if (claimed.has(period)) continue;
      const done = await db
        .transaction()
        .execute(async (trx) => {
          // The loser of a race (another process, or an overlapping run) sends nothing.
          if (!(await claimJobRun(trx, ROTA_REMINDER_JOB, period, at))) return false;
          await mail.enqueue(trx, { to: slot.email, ...reminderEmail(slot, config.appUrl) });
          // The presenter changed since the slots were read: nothing is sent to the former one (the claim rolls back).
          if (!(await updateSlot(trx, slot.meeting_id, { reminded_at: at }, { userId: slot.user_id }))) {
            throw new PresenterChanged();
          }
          await finishJobRun(trx, ROTA_REMINDER_JOB, period, at, 'sent');
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof PresenterChanged) return false;
          throw err;
        });
      if (done) sent++;
    }
    if (sent > 0) mail.flush();
    return sent;
  }
}
