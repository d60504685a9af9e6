import { useEffect, useRef } from 'react';
import { isPageFocused } from '../../../lib/page-focus.ts';
import { markChapterRead } from '../api/actions.ts';

/**
 * Reads the channel while it is on screen: when it opens, and when messages arrive while the page has focus;
 * coming back to the tab catches up with what arrived meanwhile.
 */
export function useChapterAutoRead(me: number, lastReadId: number | undefined, latestId: number | undefined) {
  const wanted = lastReadId !== undefined && latestId !== undefined && latestId > lastReadId ? latestId : 0;
  const current = useRef(0);
  current.current = wanted;
  const inFlight = useRef(false);

  useEffect(() => {
    if (!wanted) return;
    const mark = () => {
      if (inFlight.current || !current.current || !isPageFocused()) return;
      inFlight.current = true;
      const upTo = current.current;
      markChapterRead(me, upTo)
        .then(() => {
          inFlight.current = false;
          // A message that arrived while the request was out is not covered by it.
          if (current.current && current.current !== upTo) mark();
        })
        .catch(() => {
          // The next arrival or a return to the tab tries again.
          inFlight.current = false;
        });
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [me, wanted]);
}
