import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The app's own screens' words (docs/i18n.md): home, More, Settings, Support, About, the password and set-up pages.
 * The policies (legal/), the admin screens (admin/) and the signed-in layout's own screen (session/) have their own,
 * so a page loads only the words it shows.
 */
export const appMessages = defineCatalogue<keyof typeof source>(messages);
