import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The meetings' words: the door's attendance grid and its count so far (docs/i18n.md). */
export const meetingsMessages = defineCatalogue<keyof typeof source>(messages);
