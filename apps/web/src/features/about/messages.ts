import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The about screen's words (overview, changelog, licences) and the update dialog's (docs/i18n.md). */
export const aboutMessages = defineCatalogue<keyof typeof source>(messages);
