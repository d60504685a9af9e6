import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { type Catalogue, currentLocale, subscribeLocale } from './catalogue.ts';

/**
 * A catalogue's words without waiting for them, for what shows while something loads or after something failed: the
 * error screen, spinners and Suspense fallbacks, a list that could not load. useMessages suspends until a language's
 * messages are in, and these must show at once, with no Suspense boundary to wait in and perhaps no network. So they
 * read the active language's words when they are in and English until then; the catalogue's fetch never fails
 * (catalogue.ts: a language it cannot fetch stays English), and when it brings the words the screen reads them.
 */
export function useMessagesNow<K extends string>(catalogue: Catalogue<K>): Catalogue<K>['text'] {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let shown = true;
    void catalogue.ready(locale)?.then(() => {
      if (shown) arrived();
    });
    return () => {
      shown = false;
    };
  }, [catalogue, locale]);
  return catalogue.text;
}
