import { createContext, type ReactNode, useContext } from 'react';

// True inside the detail pane: the screen drawn there is beside its list, not a page of its own.
const InDetailPane = createContext(false);

/** Whether the calling screen is drawn in a split view's detail pane (its list is on screen beside it). */
export function useInDetailPane(): boolean {
  return useContext(InDetailPane);
}

/** How the open item's row stands out in the list beside it (its link also says aria-current="page"). */
export const SELECTED_ROW = 'bg-accent shadow-[inset_3px_0_0_var(--color-primary)]';

interface Props {
  /** The list, in a pane of fixed width that scrolls on its own. */
  list: ReactNode;
  /** Names the list's pane for screen readers (a landmark to jump back to). */
  listLabel: string;
  /** The open item (or what to do when none is), filling the rest. */
  children: ReactNode;
}

/**
 * A list and its open item side by side on wide screens (docs/product-rules.md "Inbox"). Both fill the height
 * left below the header, so each scrolls on its own and a conversation's composer stays at the bottom; switching
 * items swaps only the detail pane, and the list keeps its place.
 */
export function SplitView({ list, listLabel, children }: Props) {
  return (
    <div className="grid h-[calc(100dvh-8rem)] min-h-96 grid-cols-[18rem_minmax(0,1fr)] gap-4 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <nav aria-label={listLabel} className="-m-1 min-h-0 overflow-y-auto overscroll-contain p-1">
        {list}
      </nav>
      <div className="flex min-h-0 min-w-0 flex-col overflow-y-auto">
        <InDetailPane.Provider value={true}>{children}</InDetailPane.Provider>
      </div>
    </div>
  );
}
