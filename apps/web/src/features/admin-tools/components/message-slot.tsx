import type { ReactNode } from 'react';

/**
 * Stands in a message's value for an element the sentence holds (a file name in bold): the sentence stays one
 * message, in the word order of its language, and `withSlot` puts the element where the message put this mark.
 */
export const SLOT = '\uE000';

/** `text` with `element` where the message put SLOT (the text alone when it has none). */
export function withSlot(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + SLOT.length)}
    </>
  );
}
