import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** A profile's words: its details, the photo, editing, the e-mail change and the business card (docs/i18n.md). */
export const profileMessages = defineCatalogue<keyof typeof source>(messages);
