import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The speaker rota's words (docs/i18n.md, docs/meeting-mode.md "Built so far: the rota"). */
export const rotaMessages = defineCatalogue<keyof typeof source>(messages);
