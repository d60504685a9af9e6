import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The quick slip's words (docs/quick-slip.md): its entry points, steps and waiting slips. A catalogue of its own,
 * so home and the bottom bar carry these few words, not the activity pages' (docs/i18n.md). The fields' labels are
 * the create form's, in activityMessages.
 */
export const quickSlipMessages = defineCatalogue<keyof typeof source>(messages);
