import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The meetings' words (docs/i18n.md): the calendar, a meeting and its form, RSVP, substitutes, the door's attendance
 * grid with its visitors and count, the unsent-marks question, and the attendance screen with its PALMS report.
 */
export const meetingsMessages = defineCatalogue<keyof typeof source>(messages);
