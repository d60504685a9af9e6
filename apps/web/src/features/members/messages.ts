import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/**
 * The members' administration: users, approvals, renewals, the CSV import and a leader's actions on a profile
 * (docs/i18n.md).
 */
export const membersMessages = defineCatalogue<keyof typeof source>(messages);
