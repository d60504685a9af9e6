import { bestLanguage, type LanguageCode } from '@chapter/shared/languages';
import { currentLocale, loadUsedCatalogues, setActiveLocale } from './catalogue.ts';
import { type AppLocale, isPseudoLocale, isRightToLeft, SOURCE_LOCALE } from './locales.ts';

/**
 * Which language the app speaks now, and changing it without a reload (docs/i18n.md "Choosing the language"): the
 * member's choice in Settings, else the chapter's language, else the browser's. The last one used is kept on the
 * device, so the next start (and the sign-in page) speaks it at once.
 */
const KEPT = 'locale';
const PSEUDO = 'pseudoLocale';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The pseudo locale set on this device, if any: it wins over every choice. */
function pseudoOnDevice(): AppLocale | null {
  const pseudo = stored(PSEUDO);
  return pseudo && isPseudoLocale(pseudo) ? pseudo : null;
}

/** The browser's language among ours. */
const browserLanguage = (): LanguageCode => bestLanguage(browserLanguages());

function show(locale: AppLocale): void {
  setActiveLocale(locale);
  document.documentElement.lang = isPseudoLocale(locale) ? (locale === 'ar-XB' ? 'ar' : 'en') : locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}

/** Called once before the first render: the kept language (or a pseudo locale), else the browser's. */
export function startLocale(): AppLocale {
  const kept = stored(KEPT);
  const locale = pseudoOnDevice() ?? (kept ? bestLanguage([kept]) : browserLanguage());
  show(locale);
  return locale;
}

/**
 * Speaks `wanted` from now on: the messages of every screen in use are fetched first, then every screen changes at
 * once. A pseudo locale set on the device wins over any choice.
 */
export async function switchLocale(wanted: LanguageCode | null): Promise<void> {
  const locale = pseudoOnDevice() ?? wanted ?? browserLanguage();
  if (!isPseudoLocale(locale)) {
    try {
      window.localStorage.setItem(KEPT, locale);
    } catch {
      // Private mode without storage: the choice lasts until the page closes.
    }
  }
  if (locale === currentLocale()) return;
  await loadUsedCatalogues(locale);
  show(locale);
}

/** Back to English, as at a fresh start (the component tests' reset between tests). */
export const resetLocale = (): void => show(SOURCE_LOCALE);
