import { use, useSyncExternalStore } from 'react';
import { type Catalogue, currentLocale, subscribeLocale } from './catalogue.ts';

/**
 * A promise React reads as already fulfilled (the `status` it sets on promises it has seen): `use()` is called on
 * every render, as React requires, without suspending once the messages are in.
 */
const IN = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

type Translate<K extends string> = (key: K, values?: Record<string, unknown>) => string;

/**
 * A screen's words in the active language: `const t = useMessages(authMessages); t('signIn')`. The first render in a
 * language whose messages are not in yet waits for them (the nearest Suspense boundary shows); a change of language
 * mounts the app again (LocaleProvider), so every screen reads the new one.
 */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  use(catalogue.ready(locale) ?? IN);
  return catalogue.text;
}
