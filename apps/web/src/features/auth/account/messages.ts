import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The account screens' words beyond the sign-in page (docs/i18n.md): the one-time link's welcome, resetting and
 * changing a password, waiting for approval, the first administrator's setup. A catalogue of their own so that the
 * sign-in page, every new visitor's first, loads none of them.
 */
export const accountMessages = defineCatalogue<keyof typeof source>(messages);
