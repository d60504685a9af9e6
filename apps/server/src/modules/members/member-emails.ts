/** Texts of the e-mails the membership actions send. Links are built from APP_URL. */
export function roleChangedEmail(appUrl: string, groupName: string, role: string) {
  return {
    subject: `Your role in ${groupName} is now ${role}`,
    text: `A leader of ${groupName} changed your role to ${role}.\n\nYou were signed out so your new permissions apply; sign in again here: ${appUrl}/login`,
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
    text: `Your account in ${groupName} was reactivated. Sign in here: ${appUrl}/login`,
  };
}

export function welcomeImportEmail(appUrl: string, groupName: string, token: string) {
  return {
    subject: `Welcome to ${groupName}`,
    text: `You were added to ${groupName}.\n\nChoose your password here (the link works once, for 7 days):\n${appUrl}/password-reset/${token}\n\nThen sign in at ${appUrl}/login`,
  };
}
