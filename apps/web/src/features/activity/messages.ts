import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The activity records' words: the pages, lists, filters, detail and approvals, the create forms and their outcomes (docs/i18n.md). */
export const activityMessages = defineCatalogue<keyof typeof source>(messages);
