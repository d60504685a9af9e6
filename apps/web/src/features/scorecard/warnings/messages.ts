import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The warnings card's words (docs/i18n.md): a catalogue of its own, loaded with the card only when there is a
 * warning, so home loads none of them when there is nothing to say.
 */
export const warningsMessages = defineCatalogue<keyof typeof source>(messages);
