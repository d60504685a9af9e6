import { defineCatalogue } from './catalogue.ts';
import * as messages from './roles/messages/?catalogue';
import type source from './roles/messages/en.json';
import { useMessages } from './use-messages.ts';

/** The chapter roles' names, one catalogue for every screen that shows a role (docs/i18n.md). */
const roleMessages = defineCatalogue<keyof typeof source>(messages);

/** "Vice President" → "vicePresident", the case `roleName` selects. */
const roleKey = (role: string): string => {
  const key = role.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
  return key.charAt(0).toLowerCase() + key.slice(1);
};

/** A role's name in the active language; a role the catalogue does not name (a group's own) as it is written. */
export const roleName = (role: string): string => roleMessages.text('roleName', { role: roleKey(role), name: role });

/** roleName for a screen, which waits for the roles' words in the active language on its first render. */
export function useRoleName(): (role: string) => string {
  useMessages(roleMessages);
  return roleName;
}
