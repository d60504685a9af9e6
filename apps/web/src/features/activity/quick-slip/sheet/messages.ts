import { defineCatalogue } from '../../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The quick slip's sheet and waiting slips' words (docs/quick-slip.md), loaded with the sheet or the sender, never
 * with home: its entry points' two words are quickSlipMessages (../messages.ts). The fields' labels are the create
 * form's, in activityMessages.
 */
export const slipSheetMessages = defineCatalogue<keyof typeof source>(messages);
