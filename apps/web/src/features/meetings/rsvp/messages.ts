import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The next-meeting card's and the RSVP buttons' words (docs/i18n.md): a catalogue of their own so that home, which
 * shows the card, loads none of the calendar's, the meeting form's or the door's words.
 */
export const rsvpMessages = defineCatalogue<keyof typeof source>(messages);
