import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The scorecard's words: home's cards (numbers, the traffic light and its steps, what waits, recent activity), the leaders' matrix and lights, a profile's activity (docs/i18n.md). */
export const scorecardMessages = defineCatalogue<keyof typeof source>(messages);
