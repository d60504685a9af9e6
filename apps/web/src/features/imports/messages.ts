import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The history import's words: file, mapping, names to match, the preview and its outcome (docs/i18n.md). */
export const importsMessages = defineCatalogue<keyof typeof source>(messages);
