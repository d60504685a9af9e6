import { type EmailBlock, emailParts } from '../../lib/email-html.ts';

/**
 * The e-mails of a visitor's first visit (docs/product-rules.md "Visitor sign-in"): the invitation with its two
 * single-use links, and the confirmation that signs them in with one tap. Each is HTML with a plain-text part;
 * the caller attaches the meeting's .ics.
 */

export interface MeetingLines {
  meetingTitle: string;
  when: string;
  location: string | null;
}

const meetingDetails = (m: MeetingLines | null): EmailBlock[] =>
  m
    ? [
        {
          details: [
            ['Meeting', m.meetingTitle],
            ['When', m.when],
            ...(m.location ? [['Where', m.location] as [string, string]] : []),
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
}) {
  return {
    subject: `${p.inviterName} invites you to ${p.groupName}`,
    ...emailParts(`You're invited to ${p.groupName}`, [
      { paragraph: `Hello ${p.visitorName},` },
      { paragraph: `${p.inviterName} would like you to visit ${p.groupName} as their guest.` },
      ...meetingDetails(p.meeting),
      ...(p.message ? [{ quote: { from: p.inviterName, text: p.message } }] : []),
      { button: { label: 'Accept the invitation', url: p.acceptUrl } },
      { paragraph: `Can't come? Decline: ${p.declineUrl}` },
      {
        note: `Each link works once and expires in ${p.expiresDays} days. When you accept, we create a visitor account and sign you in on that device, and e-mail you the meeting's details. The attached calendar file adds the meeting to your calendar.`,
      },
    ]),
  };
}

/**
 * After accepting: a new visitor account, already signed in on the device that accepted. The link is for
 * another device; no password travels by e-mail.
 */
export function visitorWelcomeEmail(p: {
  meeting: MeetingLines | null;
  name: string;
  groupName: string;
  signInUrl: string;
  linkHours: number;
  loginUrl: string;
}) {
  return {
    subject: `Your visitor account for ${p.groupName}`,
    ...emailParts(`See you at ${p.groupName}`, [
      { paragraph: `Hello ${p.name},` },
      { paragraph: `Thank you for accepting the invitation to ${p.groupName}. We've saved your place:` },
      ...meetingDetails(p.meeting),
      { button: { label: 'Sign in and see the meeting', url: p.signInUrl } },
      {
        note: `You're already signed in on the device you accepted with. This link signs you in on another one; it works once, within ${p.linkHours} hours. To choose a password for later, use "Forgot password?" at ${p.loginUrl}.`,
      },
    ]),
  };
}

/** After accepting, for someone who already has an account: the same one-tap sign-in, no new password. */
export function existingAccountEmail(p: {
  meeting: MeetingLines | null;
  name: string;
  groupName: string;
  signInUrl: string;
  linkHours: number;
  loginUrl: string;
}) {
  return {
    subject: `You are visiting ${p.groupName}`,
    ...emailParts(`See you at ${p.groupName}`, [
      { paragraph: `Hello ${p.name},` },
      {
        paragraph: `Thank you for accepting the invitation to ${p.groupName}. You already have an account, and we've saved your place:`,
      },
      ...meetingDetails(p.meeting),
      { button: { label: 'Sign in and see the meeting', url: p.signInUrl } },
      {
        note: `The link works once, within ${p.linkHours} hours. Afterwards, sign in with your usual password at ${p.loginUrl}.`,
      },
    ]),
  };
}
