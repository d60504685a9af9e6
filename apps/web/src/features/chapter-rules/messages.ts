import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The chapter rules screens' words (docs/i18n.md, docs/chapter-rules.md "Choosing and overriding rules"). */
export const chapterRulesMessages = defineCatalogue<keyof typeof source>(messages);
