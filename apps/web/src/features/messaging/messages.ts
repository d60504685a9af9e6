import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The messaging screen's words: writing a broadcast, confirming it, its history (docs/i18n.md). */
export const messagingMessages = defineCatalogue<keyof typeof source>(messages);
