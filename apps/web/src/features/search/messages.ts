import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The search screen's words: the box, the kinds of result and each result's line (docs/i18n.md). */
export const searchMessages = defineCatalogue<keyof typeof source>(messages);

/** "Vice President" → its key in `roleName`. */
export const roleKey = (role: string): string => {
  const key = role.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
  return key.charAt(0).toLowerCase() + key.slice(1);
};
