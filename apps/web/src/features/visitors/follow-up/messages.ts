import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The words of the follow-up after a visit (docs/visitors.md): tasks, the thank-you template, the funnel and a
 * visitor's timeline. A catalogue of its own, so a visitor's home, which shows the visitors' welcome card, loads none.
 */
export const followUpMessages = defineCatalogue<keyof typeof source>(messages);
