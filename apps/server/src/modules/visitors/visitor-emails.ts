/** Texts of the e-mails a visitor gets: the invitation with its two single-use links, and the sign-in details. */

export function invitationEmail(p: {
  visitorName: string;
  inviterName: string;
  groupName: string;
  meetingTitle: string;
  when: string;
  location: string | null;
  message: string | null;
  acceptUrl: string;
  declineUrl: string;
  expiresDays: number;
}) {
  return {
    subject: `${p.inviterName} invites you to ${p.groupName}`,
    text: [
      `Hello ${p.visitorName},`,
      '',
      `${p.inviterName} would like you to visit ${p.groupName} as their guest.`,
      '',
      p.meetingTitle,
      `When: ${p.when}`,
      p.location ? `Where: ${p.location}` : null,
      p.message ? `\n${p.inviterName} writes:\n${p.message}` : null,
      '',
      `Accept the invitation: ${p.acceptUrl}`,
      `Decline: ${p.declineUrl}`,
      '',
      `Each link works once and expires in ${p.expiresDays} days. When you accept, we create a visitor account and e-mail you a temporary password.`,
    ]
      .filter((l) => l !== null)
      .join('\n'),
  };
}

export function temporaryPasswordEmail(p: {
  name: string;
  groupName: string;
  email: string;
  password: string;
  loginUrl: string;
  expiresDays: number;
}) {
  return {
    subject: `Your visitor account for ${p.groupName}`,
    text: `Hello ${p.name},\n\nThank you for accepting the invitation to ${p.groupName}. Sign in to see the meeting details:\n\n${p.loginUrl}\nE-mail: ${p.email}\nTemporary password: ${p.password}\n\nThe temporary password expires in ${p.expiresDays} days and must be changed when you first sign in.`,
  };
}

export function existingAccountEmail(p: { name: string; groupName: string; loginUrl: string }) {
  return {
    subject: `You are visiting ${p.groupName}`,
    text: `Hello ${p.name},\n\nThank you for accepting the invitation to ${p.groupName}. You already have an account: sign in with your usual password at ${p.loginUrl}.`,
  };
}
