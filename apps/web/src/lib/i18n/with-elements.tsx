import { Fragment, type ReactNode } from 'react';

/** Private-use marks around a slot's number: no language writes them, and the pseudo locales leave them alone. */
const MARK = '\uE000';

/** The value a message is given where `elements[index]` of withElements goes (a name in bold, say). */
export const slot = (index: number): string => `${MARK}${index}${MARK}`;

/**
 * A translated sentence with elements in it: the message was given slot(i) as those values, so each language puts
 * them where its sentence needs them; the text is split around the slots and each element put in its place.
 */
export function withElements(text: string, elements: ReactNode[]): ReactNode[] {
  return text
    .split(MARK)
    .map((piece, at) => (at % 2 === 1 ? <Fragment key={`slot-${piece}`}>{elements[Number(piece)]}</Fragment> : piece));
}
