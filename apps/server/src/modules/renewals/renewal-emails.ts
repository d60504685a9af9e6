import { formatDay } from '../../lib/dates.ts';

/** Texts of the renewal e-mails. */
export function reminderEmail(appUrl: string, groupName: string, due: string, daysBefore: number) {
  return {
    subject: `Your ${groupName} membership renews on ${formatDay(due)}`,
    text: `Your membership of ${groupName} is due for renewal on ${formatDay(due)} (in ${daysBefore} days).\n\nPlease arrange the renewal with your group's Secretary Treasurer so your seat and classification stay yours.\n\n${appUrl}/profile/me`,
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
