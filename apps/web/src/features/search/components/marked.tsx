import type { MarkedText } from '@chapter/shared/search.schemas';

/**
 * Text with the words that matched the search marked. The server sends plain text and ranges, never markup:
 * the pieces are React text, so nothing a member wrote can turn into HTML here.
 */
export function Marked({ value }: { value: MarkedText }) {
  const pieces: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end > value.text.length || end <= start) continue;
    if (start > at) pieces.push({ text: value.text.slice(at, start), marked: false });
    pieces.push({ text: value.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < value.text.length) pieces.push({ text: value.text.slice(at), marked: false });
  return (
    <>
      {pieces.map((p, i) =>
        p.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order, never reordered
          <mark key={i} className="rounded-sm bg-warning/25 px-0.5 text-inherit">
            {p.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
