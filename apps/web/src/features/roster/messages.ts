import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The roster's words: the list, its filters and the export (docs/i18n.md). */
export const rosterMessages = defineCatalogue<keyof typeof source>(messages);
