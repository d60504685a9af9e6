import type { LanguageCode } from '@chapter/shared/languages';
import * as webPaths from '@chapter/shared/web-paths';
import { mentorshipText } from './messages.ts';

/**
 * Texts of the e-mails both sides of a mentorship get, each in the recipient's language (docs/i18n.md "The server's
 * texts"); links lead to the mentorship screen.
 */
const link = (appUrl: string) => `${appUrl}${webPaths.mentorshipSearch}`;

export function appliedEmail(appUrl: string, menteeName: string, goals: string, language: LanguageCode) {
  return {
    subject: mentorshipText(language, 'appliedSubject', { mentee: menteeName }),
    text: mentorshipText(language, 'appliedBody', { mentee: menteeName, goals, link: link(appUrl) }),
  };
}

export function acceptedEmail(appUrl: string, mentorName: string, language: LanguageCode) {
  return {
    subject: mentorshipText(language, 'acceptedSubject', { mentor: mentorName }),
    text: mentorshipText(language, 'acceptedBody', { mentor: mentorName, link: link(appUrl) }),
  };
}

export function declinedEmail(appUrl: string, mentorName: string, reason: string | null, language: LanguageCode) {
  const because = reason ? `\n\n${mentorshipText(language, 'theirReason')}\n${reason}` : '';
  return {
    subject: mentorshipText(language, 'declinedSubject', { mentor: mentorName }),
    text: `${mentorshipText(language, 'declinedBody', { mentor: mentorName })}${because}\n\n${mentorshipText(language, 'findAnother', { link: link(appUrl) })}`,
  };
}

export function assignedEmail(
  appUrl: string,
  otherName: string,
  asMentor: boolean,
  leaderName: string | undefined,
  language: LanguageCode,
) {
  const values = { other: otherName, asMentor: asMentor ? 'yes' : 'no' };
  const leader = leaderName ?? mentorshipText(language, 'yourLeadership');
  return {
    subject: mentorshipText(language, 'assignedSubject', values),
    text: mentorshipText(language, 'assignedBody', { ...values, leader, link: link(appUrl) }),
  };
}

export function completedEmail(appUrl: string, otherName: string, language: LanguageCode) {
  return {
    subject: mentorshipText(language, 'completedSubject', { other: otherName }),
    text: mentorshipText(language, 'completedBody', { other: otherName, link: link(appUrl) }),
  };
}
