import english from './messages/en.json' with { type: 'json' };

/**
 * The shared rules' words (docs/i18n.md "Validation messages"). A schema says a problem in English with
 * `said('atMostCharacters', { max: 120 })`: the server answers with that English, and the web app, which runs the same
 * schemas, finds the key and values behind the English (`saidAs`) and shows the problem in the member's language
 * from the same key's translation (packages/shared/src/validation/messages/<locale>.json).
 */
export type SaidKey = keyof typeof english;
type Values = Record<string, string | number>;

const known = new Map<string, { key: SaidKey; values: Values | undefined }>();

/** The English words of `key` with `values` put in (English messages use plain `{name}` values only). */
export function said(key: SaidKey, values?: Values): string {
  const text = english[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
  known.set(text, { key, values });
  return text;
}

/** The key and values behind English words a schema said, or undefined for words it did not say. */
export const saidAs = (text: string) => known.get(text);
