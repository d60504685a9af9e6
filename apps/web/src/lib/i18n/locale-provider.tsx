import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from './catalogue.ts';

/**
 * The app below this speaks the active locale. A change of language mounts it again: every screen, and every date
 * and amount written in the language's formats, changes at once, without a reload (the address, the query cache and
 * the session stay; the router starts again at the same address).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  return <Fragment key={locale}>{children}</Fragment>;
}
