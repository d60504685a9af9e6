import { defineCatalogue } from '../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The shared components' words: the ui kit (close, dismiss, loading, the list states, badges), the error screen and
 * its report form, the install card and the permission gate (docs/i18n.md). The error screen and the loading states
 * read it without waiting (ui/use-messages-now.ts).
 */
export const componentMessages = defineCatalogue<keyof typeof source>(messages);
