import { use, useSyncExternalStore } from 'react';
import { type Catalogue, currentLocale, subscribeLocale } from './catalogue.ts';

type Translate<K extends string> = (key: K, values?: Record<string, unknown>) => string;

/**
 * A screen's words in the active language: `const t = useMessages(authMessages); t('signIn')`. The first render in a
 * language whose messages are not in yet waits for them (the nearest Suspense boundary shows); a change of language
 * mounts the app again (LocaleProvider), so every screen reads the new one.
 */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  // `use` for a language that had to be fetched, on every render, with the promise that fetched it (React reads it
  // settled at once); never for English, which is built in. A settled promise given to `use` in English too made React
  // in a test's act() take each render for a suspension, and a dialog's layer never finished mounting.
  const promise = catalogue.ready(locale) ?? catalogue.settled(locale);
  if (promise) use(promise);
  return catalogue.text;
}
