import type { ReviewDecision } from '@chapter/shared/committee.schemas';
import { formatInstant } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { committeeText } from './messages.ts';

const KEYS = {
  renew: ['renewSubject', 'renewBody'],
  not_renew: ['notRenewSubject', 'notRenewBody'],
  defer: ['deferSubject', 'deferBody'],
} as const;

/**
 * The reminder the member gets once the committee decides on their renewal: the decision in plain words and the
 * due date, never the committee's notes (docs/membership-committee.md "Renewal review").
 */
export function reviewReminderEmail(
  appUrl: string,
  groupName: string,
  due: string,
  decision: ReviewDecision,
  language: LanguageCode,
) {
  const date = formatInstant(due, 'UTC', { dateStyle: 'long' }, formatLocaleOf(language));
  const [subject, body] = KEYS[decision];
  const link = `${appUrl}${webPath(webPaths.profile, { userId: 'me' })}`;
  return {
    subject: committeeText(language, subject, { group: groupName, date }),
    text: committeeText(language, body, { group: groupName, date, link }),
  };
}
