import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/**
 * Message catalogues (docs/i18n.md): a feature's `messages/<locale>.json` holds its screens' words as ICU messages,
 * and `import * as catalogue from './messages/?catalogue'` gives the feature
 * - `english`: the English messages, compiled to functions by messageformat, in the feature's own code;
 * - `others`: for each other language, a loader of its compiled messages, each a file of its own, so a page loads
 *   only its own locale's messages. (The pseudo locales are made from English in the browser: lib/i18n/pseudo.ts.)
 * Nothing parses a message in the browser: a message is its words, or a function that joins its words and values,
 * with messageformat's few helpers for plurals and numbers.
 */
const CATALOGUE = '?catalogue';
const PUBLIC = 'chapter-messages:';
const HIDDEN = `\0${PUBLIC}`;

const SOURCE = 'en';

async function compileCatalogue(file: string, locale: string): Promise<string> {
  const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const mf = new MessageFormat(locale, { strict: false });
  for (const [key, message] of Object.entries(messages)) {
    try {
      mf.compile(message);
    } catch (err) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(err as Error).message}`);
    }
  }
  // Words alone stay strings: no function to call, and a few bytes less per message on every page that has them.
  const isPlain = (message: string) => !/[{}']/.test(message);
  const plain = Object.entries(messages).filter(([, message]) => isPlain(message));
  const compiled = compileModule(mf, Object.fromEntries(Object.entries(messages).filter(([, m]) => !isPlain(m))));
  const strings = plain.map(([key, message]) => `  ${JSON.stringify(key)}: ${JSON.stringify(message)},`).join('\n');
  return compiled.replace('export default {', `export default {\n${strings}`);
}

export function messages(): Plugin {
  return {
    name: 'chapter-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(PUBLIC)) return `\0${source}`;
      if (!source.endsWith(CATALOGUE) || !importer) return null;
      return `${HIDDEN}${path.resolve(path.dirname(importer), source.slice(0, -CATALOGUE.length))}`;
    },
    async load(id) {
      if (!id.startsWith(HIDDEN)) return null;
      const target = id.slice(HIDDEN.length);
      // One locale's messages: "<dir>|<locale>".
      const bar = target.lastIndexOf('|');
      if (bar > 0) {
        const [dir, locale] = [target.slice(0, bar), target.slice(bar + 1)];
        const file = path.join(dir, `${locale}.json`);
        this.addWatchFile(file);
        return compileCatalogue(file, locale);
      }
      // The feature's catalogue: English in its code, every other locale behind a loader.
      const locales = (await readdir(target)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
      if (!locales.includes(SOURCE)) throw new Error(`${target} has no ${SOURCE}.json`);
      const load = (locale: string) =>
        `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${PUBLIC}${target}|${locale}`)}).then((m) => m.default)`;
      const others = locales.filter((l) => l !== SOURCE).map(load);
      return [
        `import english from ${JSON.stringify(`${PUBLIC}${target}|${SOURCE}`)};`,
        'export { english };',
        `export const others = {\n  ${others.join(',\n  ')}\n};`,
      ].join('\n');
    },
  };
}
