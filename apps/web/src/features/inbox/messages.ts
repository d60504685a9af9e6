import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The inbox's words: the list, a conversation, writing a new message (docs/i18n.md). */
export const inboxMessages = defineCatalogue<keyof typeof source>(messages);
