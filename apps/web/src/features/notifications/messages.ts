import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The notifications' words: the header's bell and the list (docs/i18n.md). */
export const notificationsMessages = defineCatalogue<keyof typeof source>(messages);
