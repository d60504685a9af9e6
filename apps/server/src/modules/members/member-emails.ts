import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
/** Texts of the e-mails the membership actions send. Links are built from APP_URL. */
export function roleChangedEmail(appUrl: string, groupName: string, role: string) {
  return {
    subject: `Your role in ${groupName} is now ${role}`,
    text: `A leader of ${groupName} changed your role to ${role}.\n\nYou were signed out so your new permissions apply; sign in again here: ${appUrl}${webPaths.login}`,
  };
}

export function deactivatedEmail(groupName: string) {
  return {
    subject: 'Your account was deactivated',
    text: `Your account in ${groupName} was deactivated by a leader of the group and you were signed out everywhere.\n\nIf you think this is a mistake, contact your group's leadership.`,
  };
}

export function reactivatedEmail(appUrl: string, groupName: string) {
  return {
    subject: 'Your account is active again',
    text: `Your account in ${groupName} was reactivated. Sign in here: ${appUrl}${webPaths.login}`,
  };
}

export function welcomeImportEmail(appUrl: string, groupName: string, token: string) {
  return {
    subject: `Welcome to ${groupName}`,
    text: `You were added to ${groupName}.\n\nChoose your password here (the link works once, for 7 days):\n${appUrl}${webPath(webPaths.passwordReset, { token })}\n\nThen sign in at ${appUrl}${webPaths.login}`,
  };
}

/** A new account with a link to choose the first password (admin "create user", link mode). */
export function welcomeLinkEmail(appUrl: string, where: string, token: string) {
  return {
    subject: `Welcome to ${where}`,
    text: `An account was created for you in ${where}.\n\nChoose your password here (the link works once, for 7 days):\n${appUrl}${webPath(webPaths.passwordReset, { token })}\n\nThen sign in at ${appUrl}${webPaths.login}`,
  };
}

/** A temporary password: it expires after 7 days and must be changed at the first sign-in. */
export function temporaryPasswordEmail(appUrl: string, where: string, password: string, isNew: boolean) {
  return {
    subject: isNew ? `Welcome to ${where}` : 'Your temporary password',
    text: `${isNew ? `An account was created for you in ${where}.` : `A leader of ${where} set a temporary password for your account.`}\n\nTemporary password: ${password}\n\nSign in at ${appUrl}${webPaths.login} within 7 days; you will be asked to choose your own password straight away.`,
  };
}

/** A reset link sent by a leader on the member's behalf. */
export function adminResetLinkEmail(appUrl: string, where: string, token: string) {
  return {
    subject: 'Set a new password',
    text: `A leader of ${where} asked for a new password for your account.\n\nChoose it here (the link works once, for 7 days):\n${appUrl}${webPath(webPaths.passwordReset, { token })}\n\nIf you did not expect this, contact your group's leadership.`,
  };
}
