import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The chapter channel's words: its row in the inbox, its screen, the pinned announcement (docs/i18n.md). */
export const chapterMessages = defineCatalogue<keyof typeof source>(messages);
