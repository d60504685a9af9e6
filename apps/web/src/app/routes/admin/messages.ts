import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The admin routes' own words: their titles, introductions and link lists (docs/i18n.md). */
export const adminMessages = defineCatalogue<keyof typeof source>(messages);
