import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The admin tools' words: dashboard, audit log, outbox, test e-mail and backup (docs/i18n.md). */
export const adminToolsMessages = defineCatalogue<keyof typeof source>(messages);
