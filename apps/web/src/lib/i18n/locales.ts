import { LANGUAGE_CODES, type LanguageCode, PSEUDO_LOCALES, type PseudoLocale } from '@chapter/shared/languages';

/**
 * The locales the app speaks (docs/i18n.md): the languages a member may choose, and the two pseudo locales that
 * check layouts. A pseudo locale is set on a device (`pseudoLocale` in local storage), never chosen in Settings.
 */
export const SOURCE_LOCALE: LanguageCode = 'en';
export type AppLocale = LanguageCode | PseudoLocale;

export const isPseudoLocale = (locale: string): locale is PseudoLocale =>
  (PSEUDO_LOCALES as readonly string[]).includes(locale);

export const isRightToLeft = (locale: AppLocale): boolean => locale === 'ar-XB';

const base = (tag: string) => tag.toLowerCase().split('-')[0];

/**
 * The language to speak to someone whose browser asks for `wanted` (navigator.languages, best first): the first
 * one we have, exactly ("pt-BR") or by its language ("es-MX" → "es", "pt-PT" → "pt-BR"); English when none is.
 */
export function bestLanguage(wanted: readonly string[]): LanguageCode {
  for (const tag of wanted) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = LANGUAGE_CODES.find((code) => base(code) === base(tag));
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}

/**
 * The locale dates and numbers are written in for the app's language `locale` (docs/i18n.md): the browser's own
 * when it speaks that language ("en-GB" writes 28/11/2026 in English), otherwise the app's, so a page never mixes a
 * German sentence with an American date. A pseudo locale writes as English does.
 */
export function formattingLocale(locale: AppLocale, browser: readonly string[]): string {
  const language = isPseudoLocale(locale) ? SOURCE_LOCALE : locale;
  return browser.find((tag) => base(tag) === base(language)) ?? language;
}
