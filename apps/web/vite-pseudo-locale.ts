import { parse, type Token } from '@messageformat/parser';
// A relative path: the configuration is bundled on its own, without the workspace's package names.
import type { PseudoLocale } from '../../packages/shared/src/languages.ts';

/**
 * Pseudo translations made from the English catalogue at build time (docs/i18n.md "Pseudo locales"): every letter
 * accented, every message about 40 % longer (the room German and Portuguese need) and bracketed, so a clipped label
 * shows its missing end. `ar-XB` is the same text marked right to left. Only the words change: arguments, plural
 * and select keys and `#` stay as they are.
 */
const PLAIN = [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'];
const MARKED = [...'àƀçđéĝĥîķĺñöŕšŧûýžÀƁÇĐÉĜĤÎĶĹÑÖŔŠŦÛÝŽ'];
const ACCENTED = new Map(PLAIN.map((c, i) => [c, MARKED[i] ?? c]));

/** ICU text: a quote doubled, braces (and `#` inside a plural) quoted. */
const quoted = (text: string, inPlural: boolean) =>
  text.replace(/'/g, "''").replace(inPlural ? /[{}#]/g : /[{}]/g, (c) => `'${c}'`);

function serialize(tokens: Token[], inPlural: boolean, map: (text: string) => string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return quoted(map(token.value), inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'octothorpe':
          return '#';
        case 'function':
          return token.param
            ? `{${token.arg}, ${token.key}, ${serialize(token.param, false, (t) => t)}}`
            : `{${token.arg}, ${token.key}}`;
        default: {
          const plural = token.type !== 'select';
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases.map((c) => `${c.key} {${serialize(c.tokens, plural, map)}}`).join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

function stretch(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  return [...text].map((c) => ACCENTED.get(c) ?? c).join('') + '·'.repeat(Math.ceil(text.length * 0.4));
}

/** One English message in a pseudo locale, as ICU source. */
export function pseudoMessage(message: string, locale: PseudoLocale): string {
  const body = serialize(parse(message), false, stretch);
  return locale === 'ar-XB' ? `\u202e[${body}]\u202c` : `[${body}]`;
}
