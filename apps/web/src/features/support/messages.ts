import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The support page's words: the contact form and the frequently asked questions (docs/i18n.md). */
export const supportMessages = defineCatalogue<keyof typeof source>(messages);
