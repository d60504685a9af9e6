import type { LanguageCode } from '@chapter/shared/languages';
import * as webPaths from '@chapter/shared/web-paths';
import { approvalsText } from './messages.ts';

/**
 * Texts of the e-mails an applicant gets when a leader decides on the application, in their language, else the
 * chapter's (docs/i18n.md "The server's texts").
 */
export function approvedEmail(appUrl: string, groupName: string, language: LanguageCode) {
  return {
    subject: approvalsText(language, 'approvedSubject', { group: groupName }),
    text: approvalsText(language, 'approvedBody', { group: groupName, link: `${appUrl}${webPaths.login}` }),
  };
}

export function rejectedEmail(groupName: string, reason: string, language: LanguageCode) {
  return {
    subject: approvalsText(language, 'rejectedSubject', { group: groupName }),
    text: approvalsText(language, 'rejectedBody', { group: groupName, reason }),
  };
}
