/**
 * The language of the server's own texts (e-mails, pushes, the PALMS PDF, the audit log): English, so the figures in
 * them are written as English readers read them, through `@chapter/shared/format` (docs/web-formatting.md "One
 * module, web and server").
 */
export const TEXT_LOCALE = 'en-US';
