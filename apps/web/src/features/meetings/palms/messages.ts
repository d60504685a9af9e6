import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The PALMS report's weeks and funnel words (docs/i18n.md, docs/palms-weeks.md): a catalogue of their own so that the
 * calendar, which shares the meetings' words, loads none of them.
 */
export const palmsMessages = defineCatalogue<keyof typeof source>(messages);
