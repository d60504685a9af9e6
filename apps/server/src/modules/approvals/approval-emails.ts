import * as webPaths from '@chapter/shared/web-paths';
/** Texts of the e-mails an applicant gets when a leader decides on the application. */
export function approvedEmail(appUrl: string, groupName: string) {
  return {
    subject: `Welcome to ${groupName}: your membership is approved`,
    text: `Good news: your application to join ${groupName} was approved.\n\nSign in to see the roster, the calendar and your group's activity: ${appUrl}${webPaths.login}`,
  };
}

export function rejectedEmail(groupName: string, reason: string) {
  return {
    subject: `Your application to ${groupName}`,
    text: `Thank you for applying to join ${groupName}. The group's leadership did not approve the application this time.\n\nTheir reason:\n${reason}\n\nYou can contact the group's leadership with any questions.`,
  };
}
