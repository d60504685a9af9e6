import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The search screen's words: the box, the kinds of result and each result's line (docs/i18n.md). */
export const searchMessages = defineCatalogue<keyof typeof source>(messages);
