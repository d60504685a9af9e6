import { type LanguageCode, languageOf, PSEUDO_LOCALES, type PseudoLocale } from '@chapter/shared/languages';

/**
 * The locales the app speaks (docs/i18n.md): the languages a member may choose, and the two pseudo locales that
 * check layouts. A pseudo locale is set on a device (`pseudoLocale` in local storage), never chosen in Settings.
 */
export const SOURCE_LOCALE: LanguageCode = 'en';
export type AppLocale = LanguageCode | PseudoLocale;

export const isPseudoLocale = (locale: string): locale is PseudoLocale =>
  (PSEUDO_LOCALES as readonly string[]).includes(locale);

export const isRightToLeft = (locale: AppLocale): boolean => locale === 'ar-XB';

/**
 * The locale dates and numbers are written in for the app's language `locale` (docs/i18n.md): the browser's own
 * when it speaks that language ("en-GB" writes 28/11/2026 in English), otherwise the app's, so a page never mixes a
 * German sentence with an American date. A pseudo locale writes as English does.
 */
export function formattingLocale(locale: AppLocale, browser: readonly string[]): string {
  const language = isPseudoLocale(locale) ? SOURCE_LOCALE : locale;
  return browser.find((tag) => languageOf(tag) === languageOf(language)) ?? language;
}
