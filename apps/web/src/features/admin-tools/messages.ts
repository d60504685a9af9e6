import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The admin tools' words: dashboard, audit log, outbox, test e-mail and backup (docs/i18n.md). */
export const adminToolsMessages = defineCatalogue<keyof typeof source>(messages);

/** "Vice President" → its case in `roleName` ("vicePresident"). */
export const roleKey = (role: string): string => {
  const key = role.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
  return key.charAt(0).toLowerCase() + key.slice(1);
};
