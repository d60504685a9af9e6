import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { authText } from './messages.ts';

/**
 * Texts of the e-mails the auth flows send, in the recipient's language (docs/i18n.md "The server's texts"). Links
 * are built from APP_URL, never from the Host header.
 */
export function resetEmail(appUrl: string, token: string, language: LanguageCode) {
  const link = `${appUrl}${webPath(webPaths.passwordReset, { token })}`;
  return {
    subject: authText(language, 'resetSubject'),
    text: authText(language, 'resetBody', { link }),
  };
}

export function passwordChangedEmail(appUrl: string, language: LanguageCode) {
  return {
    subject: authText(language, 'changedSubject'),
    text: authText(language, 'changedBody', { link: `${appUrl}${webPaths.login}` }),
  };
}

/** To each approver of the group: someone registered with the group's code and waits for a decision. */
export function newApplicationEmail(
  appUrl: string,
  groupName: string,
  name: string,
  email: string,
  language: LanguageCode,
) {
  return {
    subject: authText(language, 'applicationSubject', { group: groupName, name }),
    text: authText(language, 'applicationBody', {
      name,
      email,
      group: groupName,
      link: `${appUrl}${webPaths.adminApprovals}`,
    }),
  };
}
