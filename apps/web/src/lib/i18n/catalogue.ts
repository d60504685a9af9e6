import type { PseudoLocale } from '@chapter/shared/languages';
import { type AppLocale, formattingLocale, isPseudoLocale, SOURCE_LOCALE } from './locales.ts';

/** A compiled message: its words, or a function that puts `values` into them (vite-messages.ts). */
type Message = string | ((values?: Record<string, unknown>) => string);
type Messages = Record<string, Message>;

/**
 * The active locale, which every screen reads (docs/i18n.md). English until the app starts its locale
 * (locale.ts), so component tests and code run before the start read English.
 */
let active: AppLocale = SOURCE_LOCALE;
const listeners = new Set<() => void>();

export const currentLocale = (): AppLocale => active;
/** Calls `onChange` when the active locale changes; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeLocale(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
export function setActiveLocale(locale: AppLocale): void {
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

/**
 * One feature's messages: English built in, every other language fetched the first time a screen of the feature is
 * shown in it, so a page loads only its own locale's messages. Keys are the English catalogue's.
 */
export interface Catalogue<K extends string> {
  /** Null when `locale`'s messages are in; otherwise the promise that brings them (English if they fail to load). */
  ready(locale: AppLocale): Promise<void> | null;
  /** The message `key` in the active locale, with `values` put in. */
  text(key: K, values?: Record<string, unknown>): string;
  /** The promise that brought `locale`'s messages, settled and marked so; null if none was needed (English). */
  settled(locale: AppLocale): Promise<void> | null;
}

/** Every catalogue a screen has used: a change of language fetches these before it shows anything. */
const used = new Set<Catalogue<string>>();

export async function loadUsedCatalogues(locale: AppLocale): Promise<void> {
  await Promise.all([...used].map((catalogue) => catalogue.ready(locale)));
}

/**
 * Marks `promise` fulfilled when it is, the way React marks a promise it has seen (`status`), so that `use()` reads it
 * at once on a later render instead of waiting on it again: messages fetched for a change of language, before any
 * screen asked, show without a flash of the loading state.
 */
export function settles<T extends Promise<unknown>>(promise: T): T {
  promise.then(() => Object.assign(promise, { status: 'fulfilled', value: undefined }));
  return promise;
}

/** The pseudo locales' transform, fetched the first time one is active (pseudo.ts). */
let pseudo: ((text: string, locale: PseudoLocale) => string) | null = null;
let pseudoLoading: Promise<void> | null = null;
function loadPseudo(): Promise<void> | null {
  if (pseudo) return null;
  // Offline before it was ever fetched: plain English until the app starts again, not the error screen.
  pseudoLoading ??= settles(
    import('./pseudo.ts').then(
      (m) => {
        pseudo = m.pseudoText;
      },
      () => undefined,
    ),
  );
  return pseudoLoading;
}

/** `messages` is the feature's `import * as messages from './messages/?catalogue'`. */
export function defineCatalogue<K extends string>(messages: {
  english: Messages;
  others: Record<string, () => Promise<Messages>>;
}): Catalogue<K> {
  const { english, others } = messages;
  const loaded = new Map<string, Messages>([[SOURCE_LOCALE, english]]);
  const loading = new Map<string, Promise<void>>();

  const catalogue: Catalogue<K> = {
    ready(locale) {
      used.add(catalogue);
      // A pseudo locale is English, transformed as it is shown.
      if (isPseudoLocale(locale)) return loadPseudo();
      if (loaded.has(locale)) return null;
      const fetching = loading.get(locale);
      if (fetching) return fetching;
      const load = others[locale];
      if (!load) {
        loaded.set(locale, english);
        return null;
      }
      const promise = load().then(
        (translated) => {
          loaded.set(locale, translated);
        },
        // Offline with a language never fetched: English until the app starts again (the service worker keeps
        // every catalogue once online, so this is a first visit without a connection).
        () => {
          loaded.set(locale, english);
        },
      );
      loading.set(locale, settles(promise));
      return promise;
    },
    settled(locale) {
      return isPseudoLocale(locale) ? pseudoLoading : (loading.get(locale) ?? null);
    },
    text(key, values) {
      // A message a translation lacks still reads, in English (the catalogue test keeps that from happening).
      const message = loaded.get(active)?.[key] ?? english[key];
      if (message === undefined) return key;
      const text = typeof message === 'string' ? message : message(values);
      return pseudo && isPseudoLocale(active) ? pseudo(text, active) : text;
    },
  };
  return catalogue;
}

/** The locale the active language writes dates and numbers in (lib/format; docs/i18n.md). */
export const formatLocale = (): string =>
  formattingLocale(active, typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
