import type { LanguageCode } from '@chapter/shared/languages';
import { type EmailBlock, emailParts } from '../../lib/email-html.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { formatMeetingTime } from '../meetings/meeting-emails.ts';
import { visitorsText } from './messages.ts';

/**
 * The e-mails of a visitor's first visit (docs/product-rules.md "Visitor sign-in"): the invitation with its two
 * single-use links, and the confirmation that signs them in with one tap. Each is HTML with a plain-text part;
 * the caller attaches the meeting's .ics. Their words are in the chapter's language (an existing account's own
 * language first), docs/i18n.md "The server's texts"; the caller writes the meeting's time in the same language.
 */

interface MeetingLines {
  meetingTitle: string;
  when: string;
  location: string | null;
}

/** A meeting as the visitor's e-mails show it, in the group's time zone and the e-mail's language. */
export const meetingLines = (
  m: { title: string; starts_at: string; timezone: string; location: string | null },
  language: LanguageCode,
): MeetingLines => ({
  meetingTitle: m.title,
  when: formatMeetingTime(m.starts_at, m.timezone, formatLocaleOf(language)),
  location: m.location,
});

type Key = Parameters<typeof visitorsText>[1];
const textIn = (language: LanguageCode) => (key: Key, values?: Record<string, unknown>) =>
  visitorsText(language, key, values);

const meetingDetails = (m: MeetingLines | null, t: ReturnType<typeof textIn>): EmailBlock[] =>
  m
    ? [
        {
          details: [
            [t('meeting'), m.meetingTitle],
            [t('when'), m.when],
            ...(m.location ? [[t('where'), m.location] as [string, string]] : []),
          ],
        },
      ]
    : [];

export function invitationEmail(p: {
  meeting: MeetingLines;
  visitorName: string;
  inviterName: string;
  groupName: string;
  message: string | null;
  acceptUrl: string;
  declineUrl: string;
  expiresDays: number;
  language: LanguageCode;
}) {
  const t = textIn(p.language);
  const parts = emailParts(t('invitationHeading', { group: p.groupName }), [
    { paragraph: t('hello', { name: p.visitorName }) },
    { paragraph: t('invitationLead', { inviter: p.inviterName, group: p.groupName }) },
    ...meetingDetails(p.meeting, t),
    ...(p.message ? [{ quote: { heading: t('writes', { name: p.inviterName }), text: p.message } }] : []),
    { button: { label: t('acceptInvitation'), url: p.acceptUrl } },
    { paragraph: t('cantCome', { url: p.declineUrl }) },
    { note: t('invitationNote', { days: p.expiresDays }) },
  ]);
  return { subject: t('invitationSubject', { inviter: p.inviterName, group: p.groupName }), ...parts };
}

interface Confirmation {
  meeting: MeetingLines | null;
  name: string;
  groupName: string;
  signInUrl: string;
  linkHours: number;
  loginUrl: string;
  language: LanguageCode;
}

/**
 * After accepting: a new visitor account, already signed in on the device that accepted. The link is for
 * another device; no password travels by e-mail.
 */
export function visitorWelcomeEmail(p: Confirmation) {
  const t = textIn(p.language);
  return {
    subject: t('welcomeSubject', { group: p.groupName }),
    ...emailParts(t('seeYouAt', { group: p.groupName }), [
      { paragraph: t('hello', { name: p.name }) },
      { paragraph: t('welcomeLead', { group: p.groupName }) },
      ...meetingDetails(p.meeting, t),
      { button: { label: t('signInSeeMeeting'), url: p.signInUrl } },
      { note: t('welcomeNote', { hours: p.linkHours, loginUrl: p.loginUrl }) },
    ]),
  };
}

/** After accepting, for someone who already has an account: the same one-tap sign-in, no new password. */
export function existingAccountEmail(p: Confirmation) {
  const t = textIn(p.language);
  return {
    subject: t('existingSubject', { group: p.groupName }),
    ...emailParts(t('seeYouAt', { group: p.groupName }), [
      { paragraph: t('hello', { name: p.name }) },
      { paragraph: t('existingLead', { group: p.groupName }) },
      ...meetingDetails(p.meeting, t),
      { button: { label: t('signInSeeMeeting'), url: p.signInUrl } },
      { note: t('existingNote', { hours: p.linkHours, loginUrl: p.loginUrl }) },
    ]),
  };
}
