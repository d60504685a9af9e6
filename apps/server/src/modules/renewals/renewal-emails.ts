import { formatInstant } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { renewalsText } from './messages.ts';

/**
 * Calendar days from `now` to the due day, both taken in UTC like the date the e-mail shows. The reminder
 * windows are ranges (the 30-day one covers dues 7–30 days away), so the text counts the real distance.
 */
function daysLeft(now: Date, due: string): number {
  const dayOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.max(0, Math.round((dayOf(new Date(due)) - dayOf(now)) / 86_400_000));
}

/** "March 2, 2027" ("2 de marzo de 2027"): due dates are UTC instants, shown in UTC to keep the day. */
const dayOf = (due: string, language: LanguageCode) =>
  formatInstant(due, 'UTC', { dateStyle: 'long' }, formatLocaleOf(language));

/** Texts of the renewal e-mails, in the member's language (docs/i18n.md "The server's texts"). */
export function reminderEmail(appUrl: string, groupName: string, due: string, now: Date, language: LanguageCode) {
  const date = dayOf(due, language);
  return {
    subject: renewalsText(language, 'reminderSubject', { group: groupName, date }),
    text: renewalsText(language, 'reminderBody', {
      group: groupName,
      date,
      days: daysLeft(now, due),
      link: `${appUrl}${webPath(webPaths.profile, { userId: 'me' })}`,
    }),
  };
}

export function renewedEmail(groupName: string, due: string, language: LanguageCode) {
  return {
    subject: renewalsText(language, 'renewedSubject', { group: groupName }),
    text: renewalsText(language, 'renewedBody', { group: groupName, date: dayOf(due, language) }),
  };
}

export function lapsedEmail(groupName: string, language: LanguageCode) {
  return {
    subject: renewalsText(language, 'lapsedSubject', { group: groupName }),
    text: renewalsText(language, 'lapsedBody', { group: groupName }),
  };
}
