import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The chapter scorecard's words (docs/i18n.md, docs/chapter-scorecard.md). */
export const chapterCardMessages = defineCatalogue<keyof typeof source>(messages);
