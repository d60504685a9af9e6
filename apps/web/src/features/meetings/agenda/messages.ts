import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The agenda's words (docs/i18n.md, docs/meeting-mode.md). */
export const agendaMessages = defineCatalogue<keyof typeof source>(messages);
