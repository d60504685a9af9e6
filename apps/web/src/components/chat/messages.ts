import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The conversation screens' shared words (docs/i18n.md): the message box, bubbles, menus, attachments and dialogs
 * that the inbox and the chapter channel both use.
 */
export const chatMessages = defineCatalogue<keyof typeof source>(messages);
