import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The membership committee's screen (docs/membership-committee.md, docs/i18n.md). */
export const committeeMessages = defineCatalogue<keyof typeof source>(messages);
