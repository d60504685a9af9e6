import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import type { Notifier } from '../../lib/notifier.ts';
import { textLanguagesOf } from '../notifications/text-languages.ts';
import { referralQuietNotice } from './activity-push.ts';
import {
  recordReferralReminder,
  selectQuietReferrals,
  selectRemindingGroups,
} from './referral-reminders.repository.ts';

const BATCH = 200;
/**
 * Days past its due day within which a quiet referral is still reminded: enough for a run missed while no server was
 * up, and no burst of reminders for every old referral when a chapter first gets them or turns them back on.
 */
const CATCH_UP_DAYS = 14;

/**
 * The gentle reminder of docs/referral-follow-up.md: a referral still open after the chapter's number of days
 * without a change reminds its receiver, on their notification list and by push, once for each silence. Each
 * reminder is claimed under the referral and its last change (referral_reminders), so several processes send it
 * once, a run missed while no server was up catches up at the next (within CATCH_UP_DAYS), and a referral that moves
 * and then goes quiet again is reminded again.
 */
export class ReferralReminders {
  constructor(
    private readonly ctx: AppContext,
    private readonly notifier: Notifier,
  ) {}

  /** Reminds of every referral quiet for its chapter's number of days; returns how many were reminded. */
  async sendDue(): Promise<number> {
    const { db, clock } = this.ctx;
    let sent = 0;
    for (const group of await selectRemindingGroups(db)) {
      const days = group.days as number;
      const quietSince = toStamp(addDays(clock.now(), -days));
      const quietFrom = toStamp(addDays(clock.now(), -days - CATCH_UP_DAYS));
      for (;;) {
        const batch = await selectQuietReferrals(db, group.id, quietFrom, quietSince, BATCH);
        const claimed = [];
        for (const r of batch) {
          const at = toStamp(clock.now());
          if (await recordReferralReminder(db, { activityId: r.id, quietSince: r.updated_at, at })) claimed.push(r);
        }
        const languages = await textLanguagesOf(
          db,
          claimed.map((r) => r.receiver_id),
        );
        for (const r of claimed) {
          await this.notifier.notify(
            [r.receiver_id],
            referralQuietNotice(r, days, languages.get(r.receiver_id) ?? 'en'),
          );
        }
        sent += claimed.length;
        if (batch.length < BATCH) break;
      }
    }
    return sent;
  }
}
