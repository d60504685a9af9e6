import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The shell's words: navigation, header, sidebar, the admin toggle, the connection banner, the theme toggle, the
 * centred pages and the policy pages' frame (docs/i18n.md). English here, the other languages fetched when shown in
 * them.
 */
export const shellMessages = defineCatalogue<keyof typeof source>(messages);
export type ShellKey = keyof typeof source;
