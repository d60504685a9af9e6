/**
 * The languages a member may choose for the app, each named in itself so a reader finds their own (docs/i18n.md).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'de', name: 'Deutsch' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/**
 * Pseudo locales for checking layouts, made from English at build time: every word accented and 40 % longer
 * (`en-XA`), and the same laid out right to left (`ar-XB`). Never offered in Settings (docs/i18n.md).
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/** A tag's language: "pt-BR" → "pt". */
export const languageOf = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

/**
 * The language to speak to someone who asks for `wanted` (a browser's navigator.languages, or the tags of an
 * Accept-Language header, best first): the first one we have, exactly ("pt-BR") or by its language ("es-MX" → "es",
 * "pt-PT" → "pt-BR"); English when none is.
 */
export function bestLanguage(wanted: readonly string[]): LanguageCode {
  for (const tag of wanted) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = LANGUAGE_CODES.find((code) => languageOf(code) === languageOf(tag));
    if (sameLanguage) return sameLanguage;
  }
  return 'en';
}
