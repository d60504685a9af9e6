import type { ReactNode } from 'react';
import { useInDetailPane } from '../layout/split-view.tsx';

// Fills the space between the header and the bottom bar (phone, edge to edge) or the page padding (desktop),
// so the messages scroll inside and the composer stays in reach. Its bottom margin takes back the room the page keeps
// free under its content (app-shell.tsx); `data-chat-frame` lifts the connection pill above the composer.
const FRAME = [
  'flex min-h-80 flex-col overflow-hidden bg-card',
  '-mx-4 -mt-6 -mb-16 h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] sm:-mx-6 sm:-mt-8',
  'md:mx-auto md:my-0 md:h-[calc(100dvh-8rem)] md:max-w-3xl md:rounded-2xl md:border md:shadow-xs',
].join(' ');

// Beside the list (wide screens), the pane already has the page's height: the frame fills it.
const IN_PANE = 'flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border bg-card shadow-xs';

/** A conversation screen's frame: header, scrolling messages and the composer fill the page (or its pane). */
export function ChatFrame({ children }: { children: ReactNode }) {
  return (
    <section data-chat-frame className={useInDetailPane() ? IN_PANE : FRAME}>
      {children}
    </section>
  );
}
