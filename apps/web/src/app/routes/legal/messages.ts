import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The Privacy Policy's and the Terms of Service's words (privacy-policy.tsx, terms-of-service.tsx): one message per
 * paragraph or list item. A catalogue of their own, so the long texts load only with those two pages (docs/i18n.md).
 */
export const legalMessages = defineCatalogue<keyof typeof source>(messages);
