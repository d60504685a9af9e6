import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The scorecard's words on home: the traffic light and its steps (docs/i18n.md). */
export const scorecardMessages = defineCatalogue<keyof typeof source>(messages);
