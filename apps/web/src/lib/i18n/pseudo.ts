import type { PseudoLocale } from '@chapter/shared/languages';

/**
 * The pseudo locales' text (docs/i18n.md "Pseudo locales"), made from the English text as it is shown: every letter
 * accented, about 40 % longer (the room German and Portuguese need) and bracketed, so a clipped label shows its
 * missing end; `ar-XB` is the same text marked right to left. Loaded only when a pseudo locale is active.
 */
const PLAIN = [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'];
const MARKED = [...'àƀçđéĝĥîķĺñöŕšŧûýžÀƁÇĐÉĜĤÎĶĹÑÖŔŠŦÛÝŽ'];
const ACCENTED = new Map(PLAIN.map((c, i) => [c, MARKED[i] ?? c]));

export function pseudoText(text: string, locale: PseudoLocale): string {
  const body = [...text].map((c) => ACCENTED.get(c) ?? c).join('') + '·'.repeat(Math.ceil(text.length * 0.4));
  return locale === 'ar-XB' ? `\u202e[${body}]\u202c` : `[${body}]`;
}
