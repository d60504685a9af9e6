import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import * as messages from './messages/?catalogue';
import type source from './messages/en.json';

/** The run's words: the run screen, the presenter screen, the phones and the timings (docs/meeting-mode.md). */
export const runMessages = defineCatalogue<keyof typeof source>(messages);
