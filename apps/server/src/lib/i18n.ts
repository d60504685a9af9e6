import { LANGUAGE_CODES, type LanguageCode } from '@chapter/shared/languages';
import MessageFormat from '@messageformat/core';

/**
 * The server's own words (e-mails, pushes, the PALMS PDF) in each language, from ICU catalogues like the web app's
 * (docs/i18n.md "The server's texts"): a module keeps `messages/<locale>.json` beside its code and makes its
 * `text(locale, key, values)` here. Each message is compiled by messageformat the first time it is used.
 */
type Source = Record<string, string>;
type Compiled = (values?: Record<string, unknown>) => string;

type ServerText<K extends string> = (locale: LanguageCode, key: K, values?: Record<string, unknown>) => string;

export function serverCatalogue<K extends string>(
  sources: { en: Record<K, string> } & Partial<Record<LanguageCode, Source>>,
): ServerText<K> {
  const compiled = new Map<string, Compiled>();
  const formats = new Map<LanguageCode, MessageFormat>();
  return (locale, key, values) => {
    const id = `${locale}\u0000${key}`;
    let message = compiled.get(id);
    if (!message) {
      // A message a translation lacks reads in English (the catalogue test keeps that from happening).
      const translated = sources[locale]?.[key];
      const [language, source] = translated === undefined ? (['en', sources.en[key]] as const) : [locale, translated];
      let mf = formats.get(language);
      if (!mf) {
        mf = new MessageFormat(language, { strict: false });
        formats.set(language, mf);
      }
      message = mf.compile(source) as Compiled;
      compiled.set(id, message);
    }
    return message(values);
  };
}

const isLanguage = (code: string | null | undefined): code is LanguageCode =>
  !!code && (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The language to write to a member in: their own choice, else their chapter's, else English (docs/i18n.md
 * "Choosing the language"). A chapter-wide text passes only the chapter's.
 */
export function textLanguage(member: string | null | undefined, chapter?: string | null): LanguageCode {
  if (isLanguage(member)) return member;
  if (isLanguage(chapter)) return chapter;
  return 'en';
}
