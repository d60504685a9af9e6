import * as messages from './api/messages/?catalogue';
import type source from './api/messages/en.json';
import { defineCatalogue } from './catalogue.ts';

/**
 * The API client's own words (docs/i18n.md): why a call failed when the server gave no reason (no connection, a
 * change tried offline, a session that ended) and the toasts' titles. Read when a call fails, in the active language.
 */
export const apiWords = defineCatalogue<keyof typeof source>(messages);
