import { type SaidKey, saidAs } from '@chapter/shared/validation/said';
import { use, useSyncExternalStore } from 'react';
import type { z } from 'zod';
// The shared rules' catalogue lives beside the rules (docs/i18n.md "Validation messages").
import * as messages from '../../../../../packages/shared/src/validation/messages/?catalogue';
import { currentLocale, defineCatalogue, settles, subscribeLocale } from './catalogue.ts';
import type { AppLocale } from './locales.ts';

/** The shared rules' words in every language: the form checks' and the server's answers to a form. */
const validationMessages = defineCatalogue<SaidKey>(messages);

/** A problem a shared rule said, in the active language; words the rules did not say stay as they are. */
export function inLanguage(problem: string): string {
  const said = saidAs(problem);
  return said ? validationMessages.text(said.key, said.values) : problem;
}

/**
 * zod's own words for the checks a rule gives none of ("Too big: expected string to have <=1024 characters"),
 * from zod's locales, fetched the first time a form is shown in that language. English is zod's built-in.
 */
const ZOD_LOCALES: Partial<Record<AppLocale, () => Promise<{ default: () => { localeError: z.core.$ZodErrorMap } }>>> =
  {
    es: () => import('zod/v4/locales/es.js'),
    'pt-BR': () => import('zod/v4/locales/pt.js'),
    de: () => import('zod/v4/locales/de.js'),
  };
const zodErrors = new Map<AppLocale, z.core.$ZodErrorMap>();
const zodLoading = new Map<AppLocale, Promise<void>>();

function zodLocaleReady(locale: AppLocale): Promise<void> | null {
  const load = ZOD_LOCALES[locale];
  if (!load || zodErrors.has(locale)) return null;
  let loading = zodLoading.get(locale);
  if (!loading) {
    // Offline before it was ever fetched: zod's English for those few checks, not an error screen.
    loading = load().then(
      (m) => void zodErrors.set(locale, m.default().localeError),
      () => undefined,
    );
    zodLoading.set(locale, loading);
  }
  return loading;
}

/** zod's error map for the active language, for `safeParse(values, { error })`; undefined in English. */
export const zodErrorMap = (): z.core.$ZodErrorMap | undefined => zodErrors.get(currentLocale());

const bothLoading = new Map<AppLocale, Promise<unknown>>();

/** A form's checks in the active language: waits (Suspense) for the rules' messages and zod's words. */
export function useValidationLanguage(): void {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const messages = validationMessages.ready(locale);
  const zod = zodLocaleReady(locale);
  // One promise for both, kept per language and given to `use` on every render once there was one (as useMessages
  // does): React waits on it once, and finds it settled when it renders again.
  let both = bothLoading.get(locale);
  if (!both && (messages || zod)) {
    both = settles(Promise.all([messages, zod]));
    bothLoading.set(locale, both);
  }
  if (both) use(both);
}
