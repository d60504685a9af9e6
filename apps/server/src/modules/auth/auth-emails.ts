import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
/** Texts of the e-mails the auth flows send. Links are built from APP_URL, never from the Host header. */
export function resetEmail(appUrl: string, token: string) {
  const link = `${appUrl}${webPath(webPaths.passwordReset, { token })}`;
  return {
    subject: 'Reset your password',
    text: `We received a request to reset your password.\n\nSet a new password here (the link works once, for 1 hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
  };
}

export function passwordChangedEmail(appUrl: string) {
  return {
    subject: 'Your password was changed',
    text: `Your password was just changed and your other sessions were signed out.\n\nIf this was not you, reset your password now: ${appUrl}${webPaths.login}`,
  };
}

/** To each approver of the group: someone registered with the group's code and waits for a decision. */
export function newApplicationEmail(appUrl: string, groupName: string, name: string, email: string) {
  return {
    subject: `New application to ${groupName}: ${name}`,
    text: `${name} <${email}> registered with ${groupName}'s group code and is waiting for approval.\n\nReview the application here: ${appUrl}${webPaths.adminApprovals}`,
  };
}
