import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The at-risk screen's words (docs/i18n.md, docs/chapter-rules.md "At-risk list"): home's warning sentences said
 * of a member rather than to them; the actions ("2 more referrals") are home's own (warnings/messages).
 */
export const atRiskMessages = defineCatalogue<keyof typeof source>(messages);
