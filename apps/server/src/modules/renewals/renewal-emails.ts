import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { formatDay } from '../../lib/dates.ts';

/**
 * Calendar days from `now` to the due day, both taken in UTC like the date the e-mail shows. The reminder
 * windows are ranges (the 30-day one covers dues 7–30 days away), so the text counts the real distance.
 */
function daysLeftText(now: Date, due: string): string {
  const dayOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const days = Math.round((dayOf(new Date(due)) - dayOf(now)) / 86_400_000);
  if (days <= 0) return 'today';
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

/** Texts of the renewal e-mails. */
export function reminderEmail(appUrl: string, groupName: string, due: string, now: Date) {
  return {
    subject: `Your ${groupName} membership renews on ${formatDay(due)}`,
    text: `Your membership of ${groupName} is due for renewal on ${formatDay(due)} (${daysLeftText(now, due)}).\n\nPlease arrange the renewal with your group's Secretary Treasurer so your seat and classification stay yours.\n\n${appUrl}${webPath(webPaths.profile, { userId: 'me' })}`,
  };
}

export function renewedEmail(groupName: string, due: string) {
  return {
    subject: `Your ${groupName} membership is renewed`,
    text: `Thank you: your membership of ${groupName} is renewed until ${formatDay(due)}.`,
  };
}

export function lapsedEmail(groupName: string) {
  return {
    subject: `Your ${groupName} membership has lapsed`,
    text: `Your membership of ${groupName} was not renewed and has lapsed. Your classification is now open to others.\n\nTo rejoin, contact your group's leadership.`,
  };
}
