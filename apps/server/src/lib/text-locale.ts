import type { LanguageCode } from '@chapter/shared/languages';

/**
 * The locale of the server's English texts (e-mails, pushes, the PALMS PDF, the audit log): figures written as
 * English readers read them, through `@chapter/shared/format` (docs/web-formatting.md "One module, web and server").
 * Texts in another language use that language's (formatLocaleOf).
 */
export const TEXT_LOCALE = 'en-US';

/**
 * The locale figures are written in for a text in `language` (docs/i18n.md "The server's texts"): English texts keep
 * the American forms they always had; the others their language's own ("28 de noviembre", "7:00", "1.250,50 €").
 */
export const formatLocaleOf = (language: LanguageCode): string => (language === 'en' ? TEXT_LOCALE : language);
