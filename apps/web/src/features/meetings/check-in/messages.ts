import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** Check-in by QR code's words (docs/i18n.md, docs/meeting-mode.md): the phone's page and the screen's code. */
export const checkInMessages = defineCatalogue<keyof typeof source>(messages);
