import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The mentorship screens' words: search, apply, the lists and their dialogs (docs/i18n.md). */
export const mentorshipMessages = defineCatalogue<keyof typeof source>(messages);
