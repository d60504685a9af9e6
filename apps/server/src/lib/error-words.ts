import type { ErrorBody } from '@chapter/shared/errors';
import { bestLanguage, type LanguageCode } from '@chapter/shared/languages';
import MessageFormat from '@messageformat/core';
import de from './error-words/messages/de.json' with { type: 'json' };
import en from './error-words/messages/en.json' with { type: 'json' };
import es from './error-words/messages/es.json' with { type: 'json' };
import ptBR from './error-words/messages/pt-BR.json' with { type: 'json' };
import valuesDe from './error-words/values/messages/de.json' with { type: 'json' };
import valuesEs from './error-words/values/messages/es.json' with { type: 'json' };
import valuesPtBR from './error-words/values/messages/pt-BR.json' with { type: 'json' };

/**
 * The server's reasons in the member's language (docs/i18n.md "The server's errors"). Services keep writing their
 * reasons in English where they decide them; the error handler answers a request whose Accept-Language names one of
 * our other languages with the reason in it. `messages/en.json` holds every reason as the server writes it, its
 * values as ICU arguments ("A referral that is {from} cannot become {to}"); the English sent is matched back to its
 * entry and values, and the entry is written in the asked language. A reason no entry matches stays English.
 */

type Key = keyof typeof en;
const TRANSLATIONS: Partial<Record<LanguageCode, Record<Key, string>>> = { es, 'pt-BR': ptBR, de };

interface Pattern {
  key: Key;
  names: string[];
  regex: RegExp;
  /** Letters outside the arguments: of two patterns that both match, the one that says more wins. */
  weight: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, Key> | null = null;
let patterns: Pattern[] = [];

/** The entries, read once: plain reasons by their text, the others as patterns. */
function entries(): Map<string, Key> {
  if (exact) return exact;
  exact = new Map();
  for (const [key, message] of Object.entries(en) as Array<[Key, string]>) {
    const parts = message.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      exact.set(message, key);
      continue;
    }
    const names = parts.filter((_, i) => i % 2 === 1);
    const literal = parts.filter((_, i) => i % 2 === 0);
    const source = parts.map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part))).join('');
    patterns.push({ key, names, regex: new RegExp(`^${source}$`, 's'), weight: literal.join('').length });
  }
  patterns = patterns.sort((a, b) => b.weight - a.weight);
  return exact;
}

/** The entry an English reason was written from, with its values (numbers as numbers, for plurals). */
function entryOf(message: string): { key: Key; values: Record<string, unknown> } | null {
  const key = entries().get(message);
  if (key) return { key, values: {} };
  for (const p of patterns) {
    const match = p.regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      p.names.map((name, i) => {
        const value = match[i + 1] ?? '';
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    return { key: p.key, values };
  }
  return null;
}

type Format = (values: Record<string, unknown>) => string;
const formats = new Map<string, Format>();
const compiled = (language: LanguageCode, id: string, message: string): Format => {
  let format = formats.get(`${language}\u0000${id}`);
  if (!format) {
    format = new MessageFormat(language, { strict: false }).compile(message) as Format;
    formats.set(`${language}\u0000${id}`, format);
  }
  return format;
};

/**
 * The values a reason puts in that are words of ours (a status "in progress", an action "accept"), in the asked
 * language (`values/messages/`); others (names, dates, amounts) as they are.
 */
const VALUE_WORDS: Partial<Record<LanguageCode, string>> = {
  es: valuesEs.status,
  'pt-BR': valuesPtBR.status,
  de: valuesDe.status,
};
const WORDED = new Set(['status', 'from', 'to', 'action']);
function valueIn(name: string, value: unknown, language: LanguageCode): unknown {
  const words = VALUE_WORDS[language];
  if (!words || !WORDED.has(name) || typeof value !== 'string') return value;
  return compiled(language, '$status', words)({ status: value.replaceAll(' ', '_') });
}

/** A reason in `language`, or the English itself when none of ours matches it or the language has no entry. */
export function reasonIn(message: string, language: LanguageCode): string {
  const source = TRANSLATIONS[language];
  if (!source) return message;
  const found = entryOf(message);
  if (!found) return message;
  const values = Object.fromEntries(Object.entries(found.values).map(([k, v]) => [k, valueIn(k, v, language)]));
  return compiled(language, found.key, source[found.key])(values);
}

/** The first of our languages an Accept-Language header asks for, by its order ("de-AT,de;q=0.9" → de); else English. */
export const languageAsked = (header: string | undefined): LanguageCode =>
  bestLanguage(
    (header ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter(Boolean),
  );

/** An error's answer in the asked language: its reason and each field's. */
export function errorBodyIn<B extends Pick<ErrorBody, 'message' | 'details'>>(body: B, language: LanguageCode): B {
  if (language === 'en') return body;
  return {
    ...body,
    message: reasonIn(body.message, language),
    ...(body.details && { details: body.details.map((d) => ({ ...d, message: reasonIn(d.message, language) })) }),
  };
}
