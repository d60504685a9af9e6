import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The referral funnel's words (docs/i18n.md): a catalogue of its own so that home, which shows the member's numbers
 * and light, loads none of them.
 */
export const funnelMessages = defineCatalogue<keyof typeof source>(messages);
