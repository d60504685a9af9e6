import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The group settings' words (docs/i18n.md): English here, the other languages fetched when shown in them. */
export const groupsMessages = defineCatalogue<keyof typeof source>(messages);
