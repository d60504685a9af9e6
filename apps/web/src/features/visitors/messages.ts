import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The visitors' words: the list, the invitation, its answer screens and a visitor's home (docs/i18n.md). */
export const visitorsMessages = defineCatalogue<keyof typeof source>(messages);
