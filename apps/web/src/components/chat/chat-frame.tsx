import type { ReactNode } from 'react';

// Fills the space between the header and the bottom bar (phone, edge to edge) or the page padding (desktop),
// so the messages scroll inside and the composer stays in reach.
const FRAME = [
  'flex min-h-80 flex-col overflow-hidden bg-card',
  '-mx-4 -mt-6 -mb-12 h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] sm:-mx-6 sm:-mt-8 sm:mb-0',
  'md:mx-auto md:my-0 md:h-[calc(100dvh-8rem)] md:max-w-3xl md:rounded-2xl md:border md:shadow-xs',
].join(' ');

/** A conversation screen's frame: header, scrolling messages and the composer fill the page. */
export function ChatFrame({ children }: { children: ReactNode }) {
  return <section className={FRAME}>{children}</section>;
}
