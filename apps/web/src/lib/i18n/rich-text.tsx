import { Fragment, type ReactNode } from 'react';

const PART = /<(\d)>(.*?)<\/\1>/s;

/**
 * A message whose words hold marked parts, `<0>…</0>`, `<1>…</1>` (a link, words in bold), shown with part n drawn
 * by `parts[n]`. The sentence stays whole in the catalogue, so a translation puts each part where its language
 * wants it; the marks are digits, which the pseudo locales leave alone (docs/i18n.md). For an element whose content
 * is not words of the message (a file name, a member's name), with-elements.tsx puts it in whole.
 */
export function richText(text: string, parts: Array<(words: string) => ReactNode>): ReactNode {
  const pieces = text.split(PART);
  const shown: ReactNode[] = [];
  // split() with the two groups gives: text, part number, part words, text, …
  for (let i = 0; i < pieces.length; i += 3) {
    const plain = pieces[i];
    if (plain) shown.push(plain);
    const words = pieces[i + 2];
    if (words === undefined) continue;
    const draw = parts[Number(pieces[i + 1])];
    shown.push(<Fragment key={i}>{draw ? draw(words) : words}</Fragment>);
  }
  return <>{shown}</>;
}
