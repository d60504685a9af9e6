import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The words the signed-in layout shows itself, when the account cannot be loaded (session-unavailable.tsx). A
 * catalogue of their own: every signed-in page loads it with the layout, so it holds only these (docs/i18n.md "Bytes").
 */
export const sessionMessages = defineCatalogue<keyof typeof source>(messages);
