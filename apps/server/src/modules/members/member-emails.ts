import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { membersText } from './messages.ts';

/**
 * Texts of the e-mails the membership actions send, in the member's language, else the chapter's (docs/i18n.md
 * "The server's texts"). Links are built from APP_URL.
 */
type Key = Parameters<typeof membersText>[1];
const textIn = (language: LanguageCode) => (key: Key, values?: Record<string, unknown>) =>
  membersText(language, key, values);

/** The select key of a role's name ("Vice President" → vicePresident); a role of the group's own reads as it is. */
const roleKey = (role: string) => role.charAt(0).toLowerCase() + role.slice(1).replace(/ /g, '');

export function roleChangedEmail(appUrl: string, groupName: string, role: string, language: LanguageCode) {
  const t = textIn(language);
  const name = t('roleName', { key: roleKey(role), role });
  return {
    subject: t('roleSubject', { group: groupName, role: name }),
    text: t('roleBody', { group: groupName, role: name, link: `${appUrl}${webPaths.login}` }),
  };
}

export function deactivatedEmail(groupName: string, language: LanguageCode) {
  const t = textIn(language);
  return { subject: t('deactivatedSubject'), text: t('deactivatedBody', { group: groupName }) };
}

export function reactivatedEmail(appUrl: string, groupName: string, language: LanguageCode) {
  const t = textIn(language);
  return {
    subject: t('reactivatedSubject'),
    text: t('reactivatedBody', { group: groupName, link: `${appUrl}${webPaths.login}` }),
  };
}

/** The link to choose a first password, and where to sign in after. */
const choosePassword = (t: ReturnType<typeof textIn>, appUrl: string, token: string) =>
  t('choosePassword', {
    resetLink: `${appUrl}${webPath(webPaths.passwordReset, { token })}`,
    loginLink: `${appUrl}${webPaths.login}`,
  });

export function welcomeImportEmail(appUrl: string, groupName: string, token: string, language: LanguageCode) {
  const t = textIn(language);
  return {
    subject: t('welcomeSubject', { where: groupName }),
    text: `${t('addedTo', { where: groupName })}\n\n${choosePassword(t, appUrl, token)}`,
  };
}

/** A new account with a link to choose the first password (admin "create user", link mode). */
export function welcomeLinkEmail(appUrl: string, where: string, token: string, language: LanguageCode) {
  const t = textIn(language);
  return {
    subject: t('welcomeSubject', { where }),
    text: `${t('accountCreated', { where })}\n\n${choosePassword(t, appUrl, token)}`,
  };
}

/** A temporary password: it expires after 7 days and must be changed at the first sign-in. */
export function temporaryPasswordEmail(
  appUrl: string,
  where: string,
  password: string,
  isNew: boolean,
  language: LanguageCode,
) {
  const t = textIn(language);
  return {
    subject: isNew ? t('welcomeSubject', { where }) : t('temporarySubject'),
    text: `${isNew ? t('accountCreated', { where }) : t('temporarySet', { where })}\n\n${t('temporaryPassword', {
      password,
      loginLink: `${appUrl}${webPaths.login}`,
    })}`,
  };
}

/** A reset link sent by a leader on the member's behalf. */
export function adminResetLinkEmail(appUrl: string, where: string, token: string, language: LanguageCode) {
  const t = textIn(language);
  return {
    subject: t('adminResetSubject'),
    text: t('adminResetBody', { where, resetLink: `${appUrl}${webPath(webPaths.passwordReset, { token })}` }),
  };
}
